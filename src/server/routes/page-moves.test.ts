import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { invalidateCatalogue } from '../domain/catalog/catalog-cache';
import { createTestApp, type TestApp } from '../test-utils/test-app';

/**
 * Moved URL keys (issue 14): a product or category page asked for by a key it had before answers 301 to its
 * current page, the query kept; the URL history (migration 031) is kept by the database's triggers, so these
 * tests change keys with plain SQL, as an admin or a feed script would.
 */
const SHELL = '<!doctype html><html lang="en"><title>shell</title></html>';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'page-moves-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  t = await createTestApp({}, { clientDir });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const request = (url: string, method: InjectOptions['method'] = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml' } });
/** What a crawler sees: the status and where it is sent (undefined when it stays). */
const answer = async (url: string, method: InjectOptions['method'] = 'GET') => {
  const res = await request(url, method);
  return [url, res.statusCode, res.headers.location];
};
/** A change made in SQL, then told to the catalogue cache as every catalogue writer does. */
const sql = async (text: string, params: unknown[] = []) => {
  await t.db.query(text, params);
  await invalidateCatalogue(t.db);
};
const keyOf = async (sku: string) =>
  (await t.db.query<{ url_key: string }>('select url_key from product where sku = $1', [sku])).rows[0]!
    .url_key;

describe('a renamed product', () => {
  beforeAll(() =>
    sql(`update product set url_key = 'heritage-chrono-40' where url_key = 'heritage-chronograph-40'`),
  );

  test('its former address answers 301 to the new one, the query kept', async () => {
    expect(await answer('/en-int/heritage-chronograph-40.html?variant=1&reserve=2')).toEqual([
      '/en-int/heritage-chronograph-40.html?variant=1&reserve=2',
      301,
      '/en-int/heritage-chrono-40.html?variant=1&reserve=2',
    ]);
    expect(await answer('/fr-fr/heritage-chronograph-40.html')).toEqual([
      '/fr-fr/heritage-chronograph-40.html',
      301,
      '/fr-fr/heritage-chrono-40.html',
    ]);
    expect(await answer('/fr-fr/heritage-chrono-40.html')).toEqual([
      '/fr-fr/heritage-chrono-40.html',
      200,
      undefined,
    ]);
  });

  test('under a category path too, to the product page of the store', async () => {
    expect(await answer('/de-ch/watches/heritage/heritage-chronograph-40.html')).toEqual([
      '/de-ch/watches/heritage/heritage-chronograph-40.html',
      301,
      '/de-ch/heritage-chrono-40.html',
    ]);
  });

  test('HEAD answers the same redirect, without a body', async () => {
    const res = await request('/ja-jp/heritage-chronograph-40.html?variant=3', 'HEAD');
    expect([res.statusCode, res.headers.location, res.body]).toEqual([
      301,
      '/ja-jp/heritage-chrono-40.html?variant=3',
      '',
    ]);
  });

  test('a moved product that is no longer shown is not found, not sent to a missing page', async () => {
    await sql(`update product set is_visible = false where url_key = 'heritage-chrono-40'`);
    try {
      expect(await answer('/en-int/heritage-chronograph-40.html')).toEqual([
        '/en-int/heritage-chronograph-40.html',
        404,
        undefined,
      ]);
    } finally {
      await sql(`update product set is_visible = true where url_key = 'heritage-chrono-40'`);
    }
  });
});

test('a product renamed twice: both former keys lead to the current one in one redirect', async () => {
  const first = await keyOf('MA-NAV-DIV-01');
  await sql(`update product set url_key = 'navigator-diver-b' where sku = 'MA-NAV-DIV-01'`);
  await sql(`update product set url_key = 'navigator-diver-c' where sku = 'MA-NAV-DIV-01'`);
  expect(await answer(`/en-gb/${first}.html`)).toEqual([
    `/en-gb/${first}.html`,
    301,
    '/en-gb/navigator-diver-c.html',
  ]);
  expect(await answer('/en-gb/navigator-diver-b.html')).toEqual([
    '/en-gb/navigator-diver-b.html',
    301,
    '/en-gb/navigator-diver-c.html',
  ]);
  // Back to its first key: that key is a page again, and the others lead there.
  await sql(`update product set url_key = $1 where sku = 'MA-NAV-DIV-01'`, [first]);
  expect(await answer(`/en-gb/${first}.html`)).toEqual([`/en-gb/${first}.html`, 200, undefined]);
  expect(await answer('/en-gb/navigator-diver-c.html')).toEqual([
    '/en-gb/navigator-diver-c.html',
    301,
    `/en-gb/${first}.html`,
  ]);
});

test("a former key another product has taken is that product's, never a move", async () => {
  const former = await keyOf('MA-ATE-TOU-01');
  await sql(`update product set url_key = 'atelier-tourbillon-renamed' where sku = 'MA-ATE-TOU-01'`);
  await sql(`update product set url_key = $1 where sku = 'MA-HER-SSC-03'`, [former]);
  expect(await answer(`/en-int/${former}.html`)).toEqual([`/en-int/${former}.html`, 200, undefined]);
  // Even while the product that took it is hidden: its page is not found, and nothing sends it elsewhere.
  await sql(`update product set is_visible = false where sku = 'MA-HER-SSC-03'`);
  expect(await answer(`/en-int/${former}.html`)).toEqual([`/en-int/${former}.html`, 404, undefined]);
});

describe('a renamed category', () => {
  test('a new url_key moves its path; the former path answers 301, the query and a trailing slash kept', async () => {
    await sql(`update category set url_key = 'heritage-collection' where url_path = 'watches/heritage'`);
    expect(await answer('/en-int/watches/heritage?p=2&product_list_order=price')).toEqual([
      '/en-int/watches/heritage?p=2&product_list_order=price',
      301,
      '/en-int/watches/heritage-collection?p=2&product_list_order=price',
    ]);
    expect(await answer('/fr-ch/watches/heritage/')).toEqual([
      '/fr-ch/watches/heritage/',
      301,
      '/fr-ch/watches/heritage-collection',
    ]);
    const head = await request('/fr-ch/watches/heritage', 'HEAD');
    expect([head.statusCode, head.headers.location, head.body]).toEqual([
      301,
      '/fr-ch/watches/heritage-collection',
      '',
    ]);
  });

  test("a parent's new key moves its children's pages with it, and a chain leads to the current path", async () => {
    await sql(`update category set url_key = 'timepieces' where url_path = 'watches'`);
    const moves = [
      ['/en-us/watches', '/en-us/timepieces'],
      ['/en-us/watches/navigator', '/en-us/timepieces/navigator'],
      // Renamed itself, then moved with its parent: both former paths lead to where it is now.
      ['/en-us/watches/heritage', '/en-us/timepieces/heritage-collection'],
      ['/en-us/watches/heritage-collection', '/en-us/timepieces/heritage-collection'],
    ];
    for (const [from, to] of moves) expect(await answer(from!)).toEqual([from, 301, to]);
    expect(await answer('/en-us/timepieces/navigator')).toEqual([
      '/en-us/timepieces/navigator',
      200,
      undefined,
    ]);
  });

  test('a former path another category has taken is not a move', async () => {
    await sql(`update category set url_key = 'leather' where url_path = 'straps/leather-straps'`);
    await sql(`update category set url_key = 'leather-straps' where url_path = 'straps/metal-rubber-straps'`);
    expect(await answer('/en-int/straps/leather-straps')).toEqual([
      '/en-int/straps/leather-straps',
      200,
      undefined,
    ]);
    expect(await answer('/en-int/straps/metal-rubber-straps')).toEqual([
      '/en-int/straps/metal-rubber-straps',
      301,
      '/en-int/straps/leather-straps',
    ]);
    const { rows } = await t.db.query<{ name: string }>(
      `select name from category where url_path = 'straps/leather-straps'`,
    );
    expect(rows).toEqual([{ name: 'Metal & rubber straps' }]);
  });

  test('a new path beyond ASCII is sent percent-encoded, and that address is the page', async () => {
    await sql(`update category set url_key = 'lumière' where url_path = 'timepieces/lumiere'`);
    expect(await answer('/fr-fr/timepieces/lumiere')).toEqual([
      '/fr-fr/timepieces/lumiere',
      301,
      '/fr-fr/timepieces/lumi%C3%A8re',
    ]);
    expect(await answer('/fr-fr/timepieces/lumi%C3%A8re')).toEqual([
      '/fr-fr/timepieces/lumi%C3%A8re',
      200,
      undefined,
    ]);
  });

  test('a path no category ever had stays not found', async () => {
    expect(await answer('/en-int/watches/no-such-collection')).toEqual([
      '/en-int/watches/no-such-collection',
      404,
      undefined,
    ]);
  });
});
