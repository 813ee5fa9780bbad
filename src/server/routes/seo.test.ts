import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { invalidateCatalogue } from '../domain/catalog/catalog-cache';
import { createTestApp, type TestApp } from '../test-utils/test-app';

const ORIGIN = 'https://shop.example';
const STORE_CODES = ['en-int', 'en-gb', 'en-us', 'de-ch', 'fr-ch', 'fr-fr', 'ja-jp'];
/** Every store's hreflang, then x-default (the international store's page). */
const ALL_HREFLANGS = ['en', 'en-GB', 'en-US', 'de-CH', 'fr-CH', 'fr-FR', 'ja-JP', 'x-default'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: ORIGIN });
});
afterAll(() => t.close());

const get = (url: string, accept = '*/*') => t.app.inject({ url, headers: { accept } });

interface Entry {
  loc: string;
  lastmod: string | null;
  alternates: [hreflang: string, href: string][];
}

/** The `<url>` (or `<sitemap>`) entries of a file, by loc. */
function entries(xml: string, tag = 'url'): Map<string, Entry> {
  const found = new Map<string, Entry>();
  for (const [, body = ''] of xml.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))) {
    const loc = /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '';
    const lastmod = /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null;
    const alternates = [
      ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g),
    ].map(([, hreflang = '', href = '']): [string, string] => [hreflang, href]);
    found.set(loc, { loc, lastmod, alternates });
  }
  return found;
}

const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(join(__dirname, '../../../test/schemas', name), 'utf8'),
});

/** A sitemap and its hreflang links against sitemaps.org's schema (through the XHTML link's, which imports it). */
const validateSitemap = (xml: string) =>
  validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: schema('xhtml-link.xsd'),
    preload: [schema('sitemap.xsd')],
  });
const validateIndex = (xml: string) =>
  validateXML({ xml: { fileName: 'sitemap-index.xml', contents: xml }, schema: schema('siteindex.xsd') });

describe('robots.txt', () => {
  it('opens the catalogue, closes the private pages and the APIs, and names the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /*/captcha/challenge',
      'Disallow: /*/casebackpostal/returnlabel',
      'Disallow: /*/catalog/product_compare',
      'Disallow: /*/catalogsearch/result/',
      'Disallow: /*/checkandreserve/reservation',
      'Disallow: /*/checkandreserve/shop',
      'Disallow: /*/checkout',
      'Disallow: /*/contact/index',
      'Disallow: /*/customer/account',
      'Disallow: /*/customer/address',
      'Disallow: /*/customer/ajax',
      'Disallow: /*/customer/section',
      'Disallow: /*/myaccount/ajax',
      'Disallow: /*/newsletter/confirm',
      'Disallow: /*/newsletter/manage',
      'Disallow: /*/newsletter/subscriber',
      'Disallow: /*/newsletter/unsubscribe',
      'Disallow: /*/productalert/add',
      'Disallow: /*/registermywatch/actions',
      'Disallow: /*/registermywatch/ajax',
      'Disallow: /*/registermywatch/customer/index',
      'Disallow: /*/registermywatch/register',
      'Disallow: /*/returnlabel',
      'Disallow: /*/sales/ajax',
      'Disallow: /*/sales/order',
      'Disallow: /*/straps/compatible',
      'Disallow: /*/videoappointment/appointment',
      'Disallow: /*/wishlist',
      'Disallow: /dev/',
      'Disallow: /docs',
      'Disallow: /rest/',
      'Disallow: /sandbox/',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});

describe('the sitemap index', () => {
  it("lists every store's sitemap with its lastmod, as XML the schema accepts", async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const sitemaps = [...entries(res.body, 'sitemap').values()];
    expect(sitemaps.map((s) => s.loc)).toEqual(STORE_CODES.map((code) => `${ORIGIN}/${code}/sitemap.xml`));
    for (const s of sitemaps) expect(s.lastmod).toMatch(/^\d{4}-\d\d-\d\d(T\d\d:\d\d:\d\dZ)?$/);
    const result = await validateIndex(res.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe("a store's sitemap", () => {
  it('lists the home, categories, products, stories, the store locator and its boutiques with their alternates', async () => {
    const res = await get('/fr-ch/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = entries(res.body);
    const { rows } = await t.db.query<{ url_key: string; created_at: Date }>(
      "select url_key, created_at from product where sku = 'MA-ATE-TOU-01'",
    );
    const product = rows[0]!;
    const everywhere = (path: string) =>
      ALL_HREFLANGS.map((lang, i) => [lang, `${ORIGIN}/${STORE_CODES[i] ?? 'en-int'}/${path}`]);

    const productPage = urls.get(`${ORIGIN}/fr-ch/${product.url_key}.html`);
    expect(productPage?.lastmod).toBe(product.created_at.toISOString().replace('.000Z', 'Z'));
    expect(productPage?.alternates).toEqual(everywhere(`${product.url_key}.html`));
    const story = urls.get(`${ORIGIN}/fr-ch/stories/the-making-of-a-dial`);
    expect(story?.lastmod).toBe('2026-09-14');
    expect(story?.alternates).toEqual(everywhere('stories/the-making-of-a-dial'));
    expect(urls.get(`${ORIGIN}/fr-ch/watches`)?.alternates).toEqual(everywhere('watches'));
    expect(urls.get(`${ORIGIN}/fr-ch/storelocator`)).toEqual({
      loc: `${ORIGIN}/fr-ch/storelocator`,
      lastmod: null,
      alternates: everywhere('storelocator'),
    });
    expect(urls.get(`${ORIGIN}/fr-ch/storelocator/geneva`)?.alternates).toEqual(
      everywhere('storelocator/geneva'),
    );
    // The home page first; it changed when the newest thing it shows did (the newest story here).
    expect([...urls.keys()][0]).toBe(`${ORIGIN}/fr-ch/`);
    expect(urls.get(`${ORIGIN}/fr-ch/`)?.lastmod).toBe('2026-09-14');
    // Never a private page, an API or a search.
    expect(
      [...urls.keys()].filter((loc) =>
        /\/(fr-ch\/(checkout|customer|catalogsearch|wishlist)|rest)\//.test(loc),
      ),
    ).toEqual([]);

    const result = await validateSitemap(res.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives alternates only across the stores that show the page, and follows a catalogue change', async () => {
    const before = entries((await get('/de-ch/sitemap.xml')).body);
    // A watch priced in francs only (sold in the Swiss stores) and a story only the Japanese store shows.
    const { rows } = await t.db.query<{ id: number }>(
      `insert into product (sku, type, url_key, name, created_at)
       values ('MA-TEST-CHF', 'simple', 'swiss-only-watch', 'Swiss only', '2026-10-01T09:30:00Z') returning id`,
    );
    await t.db.query(
      "insert into product_price (product_id, currency_code, amount) values ($1, 'CHF', 100000)",
      [rows[0]!.id],
    );
    const page = await t.db.query<{ id: number }>(
      `insert into content_page (identifier, image_url, image_width, image_height, published_on)
       values ('tokyo-only', '/media/stories/wrist.svg', 1600, 900, '2026-10-02') returning id`,
    );
    await t.db.query(
      `insert into content_page_store (page_id, store_id, title, meta_title, meta_description, content_heading,
                                       excerpt, image_alt)
       select $1, id, 't', 't', 'd', 'h', 'e', 'a' from store where code = 'ja-jp'`,
      [page.rows[0]!.id],
    );
    // Served from the cache until the catalogue changes.
    expect(entries((await get('/de-ch/sitemap.xml')).body)).toEqual(before);
    await invalidateCatalogue(t.db);

    const swiss = entries((await get('/de-ch/sitemap.xml')).body);
    expect(swiss.get(`${ORIGIN}/de-ch/swiss-only-watch.html`)).toEqual({
      loc: `${ORIGIN}/de-ch/swiss-only-watch.html`,
      lastmod: '2026-10-01T09:30:00Z',
      // No x-default: the international store does not sell it.
      alternates: [
        ['de-CH', `${ORIGIN}/de-ch/swiss-only-watch.html`],
        ['fr-CH', `${ORIGIN}/fr-ch/swiss-only-watch.html`],
      ],
    });
    expect(swiss.has(`${ORIGIN}/de-ch/stories/tokyo-only`)).toBe(false);
    expect(swiss.get(`${ORIGIN}/de-ch/`)?.lastmod).toBe('2026-10-01T09:30:00Z');

    const tokyo = entries((await get('/ja-jp/sitemap.xml')).body);
    expect(tokyo.has(`${ORIGIN}/ja-jp/swiss-only-watch.html`)).toBe(false);
    // Shown by one store only: no alternates at all.
    expect(tokyo.get(`${ORIGIN}/ja-jp/stories/tokyo-only`)).toEqual({
      loc: `${ORIGIN}/ja-jp/stories/tokyo-only`,
      lastmod: '2026-10-02',
      alternates: [],
    });
    const index = entries((await get('/sitemap.xml')).body, 'sitemap');
    expect(index.get(`${ORIGIN}/ja-jp/sitemap.xml`)?.lastmod).toBe('2026-10-02');
  });

  it('is a file, not the page shell, even to a browser; an unknown store has none', async () => {
    const res = await get('/en-gb/sitemap.xml', 'text/html,application/xhtml+xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    const unknown = await get('/xx-yy/sitemap.xml');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('the schema check', () => {
  it('rejects a sitemap with a malformed lastmod or an alternate without its address', async () => {
    const xml = (await get('/en-int/sitemap.xml')).body;
    const badDate = await validateSitemap(
      xml.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>last week</lastmod>'),
    );
    expect(badDate.valid).toBe(false);
    expect(badDate.errors.map((e) => e.message).join('\n')).toMatch(/lastmod/);
    const noHref = await validateSitemap(xml.replace(/ href="[^"]*"\/>/, '/>'));
    expect(noHref.valid).toBe(false);
    expect(noHref.errors.map((e) => e.message).join('\n')).toMatch(/href/);
  });

  it('rejects a sitemap index whose entry has no loc', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const result = await validateIndex(xml.replace(/<loc>[^<]*<\/loc>/, ''));
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.message).join('\n')).toMatch(/loc/);
  });
});
