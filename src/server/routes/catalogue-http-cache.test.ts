import type { components } from '../../common/contract/schema.gen';
import { invalidateCatalogue } from '../domain/catalog/catalog-cache';
import { createStockAlertTestApp, TEST_ERP_TOKEN } from '../test-utils/stock-alert-app';
import type { TestApp } from '../test-utils/test-app';

type ProductDetail = components['schemas']['ProductDetail'];
type Tree = components['schemas']['CategoryTree'];

// A watch with colour and size variations; the ERP feed changes one variation's stock.
const VARIATION = 'MA-HER-CHR-01-BLU-40';
const CATALOGUE = 'public, max-age=10, stale-while-revalidate=20';
const TREE = 'public, max-age=300, stale-while-revalidate=3600';
const WEAK_TAG = /^W\/"[A-Za-z0-9_-]+"$/;

let t: TestApp;
let urlKey: string;
let productUrl: string;
beforeAll(async () => {
  t = await createStockAlertTestApp();
  const { rows } = await t.db.query<{ url_key: string }>(
    `select parent.url_key from product v join product parent on parent.id = v.parent_id where v.sku = $1`,
    [VARIATION],
  );
  urlKey = rows[0]!.url_key;
  productUrl = `/rest/en-int/V1/products/url-key/${urlKey}`;
});
afterAll(() => t.close());

const restock = async (qty: number) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/rest/V1/caseback-erp/stock-items/${VARIATION}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_ERP_TOKEN}` },
    payload: JSON.stringify({ qty }),
  });
  expect(res.statusCode).toBe(200);
};

const variationStatus = (product: ProductDetail) =>
  product.variants.find((v) => v.sku === VARIATION)?.stock_status;

/** The product read, with how many database queries it took. */
async function readProduct(headers: Record<string, string> = {}) {
  const query = jest.spyOn(t.db, 'query');
  try {
    const res = await t.app.inject({ url: productUrl, headers });
    return { res, queries: query.mock.calls.length };
  } finally {
    query.mockRestore();
  }
}

describe('the product document cache', () => {
  it('builds a product once, then serves it without a query, byte for byte', async () => {
    await invalidateCatalogue(t.db);
    const first = await readProduct();
    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    const second = await readProduct();
    expect(second.res.statusCode).toBe(200);
    expect(second.queries).toBe(0);
    expect(second.res.body).toBe(first.res.body);
    expect(second.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((second.res.json() as ProductDetail).url_key).toBe(urlKey);
  });

  it('shows a stock change from the ERP feed on the next read, with a new tag', async () => {
    await restock(3);
    const before = await readProduct();
    expect(variationStatus(before.res.json())).toBe('in_stock');
    await readProduct(); // cached now

    await restock(0);
    const after = await readProduct();
    expect(after.queries).toBeGreaterThan(0);
    expect(variationStatus(after.res.json())).toBe('out_of_stock');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    // The copy a browser kept with the old tag is not confirmed: the new document comes back.
    const revalidated = await readProduct({ 'if-none-match': String(before.res.headers.etag) });
    expect(revalidated.res.statusCode).toBe(200);
    expect(variationStatus(revalidated.res.json())).toBe('out_of_stock');

    await restock(2);
    expect(variationStatus((await readProduct()).res.json())).toBe('in_stock');
  });

  it('shows a catalogue edit on the next read', async () => {
    const before = await readProduct();
    await readProduct(); // cached now
    const { rows } = await t.db.query<{ description: string }>(
      `update product set description = description || $2 where url_key = $1 returning description`,
      [urlKey, '\n\nNow with a sapphire caseback.'],
    );
    await invalidateCatalogue(t.db); // what an edit of the catalogue calls once it has committed
    const after = await readProduct();
    expect((after.res.json() as ProductDetail).description).toBe(rows[0]!.description);
    expect((after.res.json() as ProductDetail).description).toMatch(/Now with a sapphire caseback\.$/);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
  });

  it('keeps no unknown key: 404 every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ url: '/rest/en-int/V1/products/url-key/no-such-watch' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('keeps each store view its own document', async () => {
    const fr = await t.app.inject({ url: `/rest/fr-ch/V1/products/url-key/${urlKey}` });
    const en = await t.app.inject({ url: productUrl });
    expect(fr.headers['content-language']).toBe('fr-CH');
    expect((fr.json() as ProductDetail).price.currency).toBe('CHF');
    expect(fr.headers.etag).not.toBe(en.headers.etag);
  });
});

describe('catalogue reads a browser or a CDN may keep', () => {
  let watchesId: number;
  beforeAll(async () => {
    const tree = (await t.app.inject({ url: '/rest/en-int/V1/categories' })).json() as Tree;
    watchesId = tree.items.find((c) => c.url_path === 'watches')!.entity_id;
  });

  const reads = () => [
    { name: 'the product', url: productUrl, cacheControl: CATALOGUE },
    {
      name: 'a category listing',
      url: `/rest/en-int/V1/categories/${watchesId}/products?sort=price`,
      cacheControl: CATALOGUE,
    },
    { name: 'a search', url: '/rest/en-int/V1/search?q=chronograph', cacheControl: CATALOGUE },
    { name: 'the category tree', url: '/rest/en-int/V1/categories', cacheControl: TREE },
  ];

  it.each(['the product', 'a category listing', 'a search', 'the category tree'])(
    '%s: a weak ETag and the documented Cache-Control; 304 with no body for that tag',
    async (name) => {
      const read = reads().find((r) => r.name === name)!;
      const res = await t.app.inject({ url: read.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(read.cacheControl);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(WEAK_TAG);

      const same = await t.app.inject({ url: read.url, headers: { 'if-none-match': etag } });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      expect(same.headers.etag).toBe(etag);
      expect(same.headers['cache-control']).toBe(read.cacheControl);

      // Among other tags, and as a strong tag (a CDN may drop the W/): still the same answer.
      const listed = await t.app.inject({
        url: read.url,
        headers: { 'if-none-match': `W/"older", ${etag.slice(2)}` },
      });
      expect(listed.statusCode).toBe(304);
      const other = await t.app.inject({ url: read.url, headers: { 'if-none-match': 'W/"older"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(res.body);
    },
  );
});
