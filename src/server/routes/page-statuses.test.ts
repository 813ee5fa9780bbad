import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { invalidateCatalogue } from '../domain/catalog/catalog-cache';
import { createTestApp, type TestApp } from '../test-utils/test-app';

/** The pages' real statuses (issue 14): the shell answers every page, with 404 where the client shows its not-found page. */
const SHELL = '<!doctype html><html lang="en"><title>shell</title></html>';
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'page-statuses-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  t = await createTestApp({}, { clientDir });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** As curl sends it by default. */
const curl = (url: string, method: InjectOptions['method'] = 'GET') =>
  t.app.inject({ method, url, headers: { accept: '*/*' } });
const statusOf = async (url: string) => {
  const res = await curl(url);
  return [url, res.statusCode, res.headers['content-type']];
};

describe('pages that exist answer 200 with the shell', () => {
  test.each([
    '/en-int/',
    '/en-int',
    '/en-int/watches',
    '/en-int/watches/heritage/',
    '/fr-fr/heritage-chronograph-40.html',
    '/en-int/watches/heritage/heritage-chronograph-40.html?variant=1',
    '/en-int/stories/the-making-of-a-dial',
    '/en-int/storelocator/geneva',
    '/ja-jp/storelocator/tokyo-ginza',
    '/en-int/checkout/cart',
    '/en-int/Checkout/Cart/',
    '/en-int/customer/account',
    '/en-int/catalogsearch/result/?q=steel',
    '/en-int/storelocator',
    // A page of the router where an operation takes the POST ('Buy straps' posts here).
    '/en-int/straps/compatible?sku=MA-HER-CHR-01',
  ])('%s', async (url) => {
    const res = await curl(url);
    // The shell says the store's language (content-language.test.ts); the rest is the built file as it is.
    const body = res.body.replace(
      /^<!doctype html><html lang="(en|fr|ja)">/,
      '<!doctype html><html lang="en">',
    );
    expect([res.statusCode, res.headers['content-type'], body]).toEqual([200, HTML, SHELL]);
  });
});

describe('pages the client would not find answer 404 with the same shell', () => {
  test.each([
    ['an unknown product', '/en-int/no-such-watch.html'],
    ['a product key the contract refuses', '/en-int/Heritage_Chronograph.html'],
    ['an unknown category path', '/en-int/watches/no-such-collection'],
    ['an unknown story', '/en-int/stories/no-such-story'],
    ['a story identifier the contract refuses', '/en-int/stories/Not_A_Story'],
    ['an unknown boutique', '/en-int/storelocator/atlantis'],
    ['a path no route matches', '/en-int/no/such/page'],
    ['a fixed route with more segments', '/en-int/checkout/cart/extra/segments'],
    ['an unknown store code', '/xx-yy/watches'],
    ['an unknown store code, home', '/xx-yy/'],
    ['an unknown store code on a fixed page', '/xx-yy/checkout/cart'],
  ])('%s', async (_name, url) => {
    const res = await curl(url);
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([404, HTML, SHELL]);
  });

  test('a hidden product and a category outside the menu tree are not pages either', async () => {
    await t.db.query(`update product set is_visible = false where url_key = 'heritage-chronograph-40'`);
    await t.db.query(`update category set include_in_menu = false where url_path = 'watches/heritage'`);
    await invalidateCatalogue(t.db);
    try {
      expect(await statusOf('/en-int/heritage-chronograph-40.html')).toEqual([
        '/en-int/heritage-chronograph-40.html',
        404,
        HTML,
      ]);
      expect(await statusOf('/en-int/watches/heritage')).toEqual(['/en-int/watches/heritage', 404, HTML]);
    } finally {
      await t.db.query(`update product set is_visible = true where url_key = 'heritage-chronograph-40'`);
      await t.db.query(`update category set include_in_menu = true where url_path = 'watches/heritage'`);
      await invalidateCatalogue(t.db);
    }
    expect(await statusOf('/en-int/watches/heritage')).toEqual(['/en-int/watches/heritage', 200, HTML]);
  });
});

describe('any Accept gets the page; only a JSON-only client keeps the JSON error', () => {
  test.each([
    ['none', {}],
    ['any type (curl)', { accept: '*/*' }],
    ['XHTML', { accept: 'application/xhtml+xml' }],
    ['a browser', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
  ])('%s', async (_name, headers) => {
    for (const [url, status] of [
      ['/en-int/watches', 200],
      ['/en-int/no-such-watch.html', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, status, HTML]);
    }
  });

  test('Accept: application/json answers the JSON 404 of a path without an API route', async () => {
    for (const url of ['/en-int/watches', '/en-int/no-such-watch.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect([url, res.statusCode, res.headers['content-type'], res.json().code]).toEqual([
        url,
        404,
        JSON_TYPE,
        'not_found',
      ]);
    }
  });
});

describe('API paths are unchanged: their JSON answers and errors whatever the Accept', () => {
  test.each([
    ['an unknown REST path', '/rest/en-int/V1/nothing', 404],
    ['an unknown product through REST', '/rest/en-int/V1/products/url-key/no-such-watch', 404],
    ['an operation under the store code', '/en-int/captcha/challenge', 200],
    ['a GET of a POST-only operation', '/en-int/contact/index/post', 404],
    ['a GET of a form post controller', '/en-int/checkout/cart/add', 404],
    ['a store-scoped ajax path without a route', '/en-int/customer/ajax/nothing', 404],
    ["another module's ajax path without a route", '/en-int/registermywatch/ajax/nothing', 404],
  ])('%s', async (_name, url, status) => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect([url, accept, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        accept,
        status,
        JSON_TYPE,
      ]);
    }
  });

  test('the return label download answers its own 404, not the shell', async () => {
    const res = await curl(`/en-int/casebackpostal/returnlabel/label/${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toBe(HTML);
  });
});

describe('HEAD', () => {
  test.each([
    '/en-int/watches',
    '/en-int/no-such-watch.html',
    '/xx-yy/watches',
    '/en-int/stories/no-such-story',
  ])('%s answers the status and headers of GET, without a body', async (url) => {
    const [get, head] = [await curl(url, 'GET'), await curl(url, 'HEAD')];
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, 'content-security-policy': csp, ...rest } = headers;
      // The nonce is new on every answer; the policy around it is the same.
      return { ...rest, csp: String(csp).replace(/'nonce-[^']+'/g, 'nonce') };
    };
    expect(head.statusCode).toBe(get.statusCode);
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
    expect(head.body).toBe('');
  });
});
