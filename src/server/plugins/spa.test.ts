import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSpa, wantsJsonOnly, type PageStatusOf } from './spa';
import type { StorePage } from '../../common/store-page';
import type { PageRenderer } from './server-render/page-renderer';

const SHELL = '<!doctype html><title>shell</title>';
let clientDir: string;
let app: FastifyInstance;
/** What the page-status resolver was asked, and its answer: 404 for `/en-int/missing`, 200 otherwise. */
const asked: [string, StorePage][] = [];
const statusOf: PageStatusOf = async (storeCode, page) => {
  asked.push([storeCode, page]);
  return page.kind === 'category' && page.urlPath === 'missing' ? 404 : 200;
};

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  app = Fastify();
  await registerSpa(app, { clientDir, defaultStoreCode: 'en-int', cacheShell: false, statusOf });
  app.get('/en-int/customer/ajax/login', async () => ({ api: true }));
});

afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the single-page shell', () => {
  test('answers every page under a store code of the contract shape', async () => {
    for (const url of ['/en-int', '/en-int/', '/ja-jp/watches/navigator?p=2', '/de-ch/checkout/cart']) {
      const res = await page(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, SHELL]);
    }
  });

  test('is revalidated on every visit and keyed on Accept by caches (JSON-only clients get the API there)', async () => {
    const res = await page('/en-int/watches');
    expect([res.headers['cache-control'], res.headers.vary]).toEqual(['no-cache', 'Accept, Accept-Encoding']);
  });

  test('leaves store-scoped controllers, other shapes and JSON-only requests to their routes', async () => {
    expect((await page('/en-int/customer/ajax/login')).json()).toEqual({ api: true });
    expect((await page('/EN-INT/watches')).statusCode).toBe(404);
    expect((await page('/english/watches')).statusCode).toBe(404);
    // Before issue 14 a request without `text/html` got this JSON 404; now only a JSON-only one does.
    const json = await app.inject({
      method: 'GET',
      url: '/en-int/watches',
      headers: { accept: 'application/json' },
    });
    expect([json.statusCode, json.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  test('any other Accept gets the page: none at all, any type (curl), XHTML', async () => {
    for (const accept of [undefined, '*/*', 'application/xhtml+xml', 'text/html;q=0.9, application/json']) {
      const res = await app.inject({
        method: 'GET',
        url: '/en-int/watches',
        headers: accept ? { accept } : {},
      });
      expect([accept, res.statusCode, res.headers['content-type'], res.body]).toEqual([
        accept,
        200,
        'text/html; charset=utf-8',
        SHELL,
      ]);
    }
  });

  test('a GET of a form post path (a controller with no GET route) is an API path: JSON 404', async () => {
    const res = await page('/en-int/checkout/cart/add');
    expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  test('answers the status the resolver gives the parsed page, with the same shell', async () => {
    asked.length = 0;
    const missing = await page('/en-int/missing?p=2');
    expect([missing.statusCode, missing.headers['content-type'], missing.body]).toEqual([
      404,
      'text/html; charset=utf-8',
      SHELL,
    ]);
    await page('/fr-fr/stories/a-story');
    expect(asked).toEqual([
      ['en-int', { kind: 'category', urlPath: 'missing' }],
      ['fr-fr', { kind: 'story', identifier: 'a-story' }],
    ]);
  });

  test('HEAD answers the status and headers of GET, without a body', async () => {
    for (const url of ['/en-int/watches', '/en-int/missing']) {
      const get = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { accept: '*/*' } });
      const comparable = (headers: Record<string, unknown>) => {
        const { date: _date, 'content-security-policy': csp, ...rest } = headers;
        // The nonce is new on every answer; the policy around it is the same.
        return { ...rest, csp: String(csp).replace(/'nonce-[^']+'/g, 'nonce') };
      };
      expect([url, head.statusCode, comparable(head.headers), head.body]).toEqual([
        url,
        get.statusCode,
        comparable(get.headers),
        '',
      ]);
    }
  });

  test('a client wants JSON only when it names a JSON type and no HTML type', () => {
    const cases: [string | undefined, boolean][] = [
      [undefined, false],
      ['', false],
      ['*/*', false],
      ['text/html', false],
      ['application/xhtml+xml', false],
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
      ['application/json, text/html', false],
      ['application/json', true],
      ['Application/JSON; charset=utf-8', true],
      ['application/problem+json', true],
      // A script's usual header (axios): JSON, and any type as a fallback, but no HTML named.
      ['application/json, text/plain, */*', true],
      ['application/json, text/html;q=0', true],
      ['text/plain', false],
    ];
    for (const [accept, jsonOnly] of cases)
      expect([accept, wantsJsonOnly(accept)]).toEqual([accept, jsonOnly]);
  });

  test('sends the root to the default store home', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/en-int/']);
  });
});

describe('the server render time', () => {
  const RENDERED = { html: '', headHtml: '', chunks: [], apiState: {} };
  const withRenderer = async (render: PageRenderer['render']) => {
    const rendering = Fastify();
    await registerSpa(rendering, {
      clientDir,
      defaultStoreCode: 'en-int',
      cacheShell: false,
      languageOf: () => 'en',
      renderer: { render, assetsOf: () => [] },
    });
    return rendering;
  };

  test('a rendered page says how long its render took in Server-Timing', async () => {
    const rendering = await withRenderer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return RENDERED;
    });
    const res = await rendering.inject({ method: 'GET', url: '/en-int/watches' });
    await rendering.close();
    const [, ms] = /^render;dur=(\d+\.\d)$/.exec(String(res.headers['server-timing'])) ?? [];
    expect(Number(ms)).toBeGreaterThanOrEqual(29);
  });

  test('a failed render answers the shell, marked failed (HEAD too: it renders like GET); no renderer, no Server-Timing', async () => {
    const rendering = await withRenderer(async () => {
      throw new Error('render failed');
    });
    const failed = await rendering.inject({ method: 'GET', url: '/en-int/watches' });
    const head = await rendering.inject({ method: 'HEAD', url: '/en-int/watches' });
    await rendering.close();
    expect([failed.body, String(failed.headers['server-timing'])]).toEqual([
      SHELL,
      expect.stringMatching(/^render;desc="failed";dur=\d+\.\d$/),
    ]);
    expect(String(head.headers['server-timing'])).toMatch(/^render;desc="failed";dur=\d+\.\d$/);
    expect((await page('/en-int/watches')).headers['server-timing']).toBeUndefined();
  });
});
