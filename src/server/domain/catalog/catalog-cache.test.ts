import type { components } from '../../../common/contract/schema.gen';
import { setStock } from '../../test-utils/cart-test-client';
import { decide, guestReadyToPay, newKey, placeGuest, WATCH } from '../../test-utils/checkout-test-steps';
import { createTestApp, type TestApp } from '../../test-utils/test-app';
import { cancelAbandonedPayments } from '../payment/sweeper';
import { StoreRegistry } from '../store/store-registry';
import { invalidateCatalogue, invalidateCatalogueStock, LIST_ITEM_TTL_MS } from './catalog-cache';
import { buildListing, type ListingRequest } from './listing';
import type { ListingQuery } from './listing-params';
import { searchProductIds } from './search.sql';

type Listing = components['schemas']['ProductListing'];
type Tree = components['schemas']['CategoryTree'];

let t: TestApp;
let watchesId: number;
beforeAll(async () => {
  t = await createTestApp();
  const tree = (await t.app.inject({ url: '/rest/en-int/V1/categories' })).json() as Tree;
  watchesId = tree.items.find((c) => c.url_path === 'watches')!.entity_id;
});
afterAll(() => t.close());

/** The stock status the watches listing shows for one variation, reading every page as a shopper could. */
async function listedStatus(sku: string): Promise<string | undefined> {
  for (let p = 1; p <= 2; p += 1) {
    const res = await t.app.inject({
      url: `/rest/en-int/V1/categories/${watchesId}/products?page_size=36&p=${p}`,
    });
    const listing = res.json() as Listing;
    const variation = listing.items.flatMap((i) => i.variations).find((v) => v.sku === sku);
    if (variation) return variation.stock_status;
  }
  return undefined;
}

async function placedOrder() {
  const { s, cartId } = await guestReadyToPay(t);
  const res = await placeGuest(s, cartId, newKey());
  expect(res.statusCode).toBe(200);
  return res.json() as { order_id: number; redirect_url: string };
}

describe('stock shown by cached listings', () => {
  it('is out of stock right after an order takes the last unit, and back when the payment is declined', async () => {
    await setStock(t, WATCH, 1);
    expect(await listedStatus(WATCH)).toBe('in_stock'); // now cached
    const order = await placedOrder();
    expect(await listedStatus(WATCH)).toBe('out_of_stock');

    const declined = await decide(t, order.redirect_url, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(await listedStatus(WATCH)).toBe('in_stock');
  });

  it('is back in stock when the sweeper cancels an abandoned payment', async () => {
    await setStock(t, WATCH, 1);
    const order = await placedOrder();
    expect(await listedStatus(WATCH)).toBe('out_of_stock');
    await t.db.query("update sales_order set created_at = now() - interval '31 minutes' where id = $1", [
      order.order_id,
    ]);
    expect(await cancelAbandonedPayments(t.db)).toBe(1);
    expect(await listedStatus(WATCH)).toBe('in_stock');
  });

  it('also shows on the product page, which reads the same cached items', async () => {
    await setStock(t, WATCH, 1);
    const page = async () => {
      const listing = (await t.app.inject({ url: `/rest/en-int/V1/search?q=${WATCH}` })).json() as Listing;
      const res = await t.app.inject({
        url: `/rest/en-int/V1/products/url-key/${listing.items[0]!.url_key}`,
      });
      return (res.json() as components['schemas']['ProductDetail']).variants.find((v) => v.sku === WATCH);
    };
    expect((await page())?.stock_status).toBe('in_stock');
    await placedOrder();
    expect((await page())?.stock_status).toBe('out_of_stock');
  });

  it('shows stock written behind its back (another server, SQL by hand) within LIST_ITEM_TTL_MS', async () => {
    await setStock(t, WATCH, 3);
    await invalidateCatalogueStock(t.db);
    expect(await listedStatus(WATCH)).toBe('in_stock');
    await setStock(t, WATCH, 0); // no invalidation: this process did not write it
    expect(await listedStatus(WATCH)).toBe('in_stock');
    const later = Date.now() + LIST_ITEM_TTL_MS + 1;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await listedStatus(WATCH)).toBe('out_of_stock');
    } finally {
      clock.mockRestore();
    }
  });
});

describe('listing answers kept as sent', () => {
  const url = () => `/rest/en-int/V1/categories/${watchesId}/products?page_size=36`;

  it('answer a repeated page from memory, the same bytes and tag, and the same page asked in another order', async () => {
    await invalidateCatalogue(t.db);
    const first = await t.app.inject({ url: url() });
    const queries: string[] = [];
    const original = t.db.query;
    t.db.query = ((sql: string, params?: readonly unknown[]) => {
      queries.push(sql);
      return original(sql, params);
    }) as typeof t.db.query;
    try {
      const again = await t.app.inject({ url: url() });
      const reordered = await t.app.inject({
        url: `/rest/en-int/V1/categories/${watchesId}/products?utm_source=mail&page_size=36`,
      });
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(reordered.headers.etag).toBe(first.headers.etag);
    } finally {
      t.db.query = original;
    }
    expect(queries).toEqual([]);
  });

  it('never outlive the oldest list item they show: stock written behind the cache shows when that expires', async () => {
    await setStock(t, WATCH, 3);
    await invalidateCatalogueStock(t.db);
    const clock = jest.spyOn(Date, 'now');
    try {
      // The items are read now (another page that shows the watch), the page itself a while later. `start` is
      // taken once they are read: every item was read at or before it, however slow the machine.
      expect(await listedStatus(WATCH)).toBe('in_stock');
      const start = Date.now();
      clock.mockReturnValue(start + LIST_ITEM_TTL_MS / 2);
      const late = await t.app.inject({ url: `${url()}&sort=name` });
      expect(late.statusCode).toBe(200);
      await setStock(t, WATCH, 0); // no invalidation: as from another server
      clock.mockReturnValue(start + LIST_ITEM_TTL_MS + 1);
      const page = (await t.app.inject({ url: `${url()}&sort=name` })).json() as Listing;
      const variation = page.items.flatMap((i) => i.variations).find((v) => v.sku === WATCH);
      expect(variation?.stock_status).toBe('out_of_stock');
    } finally {
      clock.mockRestore();
      await setStock(t, WATCH, 3);
      await invalidateCatalogueStock(t.db);
    }
  });
});

describe('product documents kept as sent', () => {
  it('never outlive the oldest list item they show: stock written behind the cache shows when that expires', async () => {
    await setStock(t, WATCH, 3);
    await invalidateCatalogueStock(t.db);
    const urlKey = ((await t.app.inject({ url: `/rest/en-int/V1/search?q=${WATCH}` })).json() as Listing)
      .items[0]!.url_key;
    const status = async () => {
      const res = await t.app.inject({ url: `/rest/en-int/V1/products/url-key/${urlKey}` });
      return (res.json() as components['schemas']['ProductDetail']).variants.find((v) => v.sku === WATCH)
        ?.stock_status;
    };
    const clock = jest.spyOn(Date, 'now');
    try {
      // The items are read now (the listing), the page first built a while later, from them (`start`: once
      // every item was read).
      expect(await listedStatus(WATCH)).toBe('in_stock');
      const start = Date.now();
      clock.mockReturnValue(start + LIST_ITEM_TTL_MS / 2);
      expect(await status()).toBe('in_stock');
      await setStock(t, WATCH, 0); // no invalidation: as from another server
      clock.mockReturnValue(start + LIST_ITEM_TTL_MS + 1);
      expect(await status()).toBe('out_of_stock');
    } finally {
      clock.mockRestore();
      await setStock(t, WATCH, 3);
      await invalidateCatalogueStock(t.db);
    }
  });
});

describe('listings from the cache', () => {
  const CATEGORY_SORTS = ['position', 'name', 'price', 'newest'];
  const SEARCH_SORTS = ['relevance', 'name', 'price', 'newest'];
  type Handle = Parameters<Parameters<TestApp['db']['transaction']>[0]>[0];
  const cases: [store: string, name: string, query: ListingQuery][] = [
    ['en-int', 'the watches, first page', {}],
    ['en-int', 'two colours and a price range, page 2', { colour: 'two', price: '3000-9000', p: 2 }],
    ['en-gb', 'by name, descending', { sort: 'name', dir: 'desc', page_size: 24 }],
    ['ja-jp', 'newest first, in yen', { sort: 'newest' }],
    ['en-int', 'a search by relevance', { q: 'chrono' }],
    [
      'fr-ch',
      'a search by price, with a collection',
      { q: 'acier', sort: 'price', dir: 'desc', collection: 'one' },
    ],
  ];

  /** The store and the query with real option ids, read before any transaction (PGlite has one connection). */
  async function prepare(storeCode: string, given: ListingQuery) {
    const store = (await StoreRegistry.load(t.db, 'en-int')).find(storeCode)!;
    const ids = async (code: string, n: number) =>
      (
        await t.db.query<{ id: number }>(
          'select id from attribute_option where attribute_code = $1 order by sort_order, id limit $2',
          [code, n],
        )
      ).rows.map((r) => r.id);
    const query = { ...given };
    if (given.colour === 'two') query.colour = (await ids('colour', 2)).join(',');
    if (given.collection === 'one') query.collection = (await ids('collection', 1)).join(',');
    return { store, query };
  }

  async function listing(
    db: Handle,
    { store, query }: Awaited<ReturnType<typeof prepare>>,
  ): Promise<Listing> {
    const common = { query, category: null, basePath: '/listing' };
    const req: ListingRequest = query.q
      ? {
          ...common,
          base: { ranked: await searchProductIds(db, store, query.q) },
          sortOptions: SEARCH_SORTS,
          searchTerm: query.q,
        }
      : { ...common, base: { categoryId: watchesId }, sortOptions: CATEGORY_SORTS, searchTerm: null };
    return JSON.parse(JSON.stringify(await buildListing(db, store, req))) as Listing;
  }

  it.each(cases)('are what the database gives without the cache (%s: %s)', async (store, _name, query) => {
    const prepared = await prepare(store, query);
    // A transaction's handle never uses the cache: it is the reference.
    const uncached = await t.db.transaction((tx) => listing(tx, prepared));
    expect(uncached.total_count).toBeGreaterThan(0);
    expect(uncached.items.length).toBeGreaterThan(0);
    const first = await listing(t.db, prepared);
    const again = await listing(t.db, prepared);
    await invalidateCatalogue(t.db);
    const afterInvalidation = await listing(t.db, prepared);
    expect(first).toEqual(uncached);
    expect(again).toEqual(uncached);
    expect(afterInvalidation).toEqual(uncached);
  });

  it('come from memory the second time: no facet documents, ranking or items are read again', async () => {
    const url = `/rest/en-int/V1/categories/${watchesId}/products?sort=price`;
    const queries: string[] = [];
    const original = t.db.query;
    await t.app.inject({ url });
    await t.app.inject({ url: '/rest/en-int/V1/search?q=moon' });
    t.db.query = ((sql: string, params?: readonly unknown[]) => {
      queries.push(sql);
      return original(sql, params);
    }) as typeof t.db.query;
    try {
      await t.app.inject({ url });
      await t.app.inject({ url: '/rest/en-int/V1/search?q=moon' });
    } finally {
      t.db.query = original;
    }
    const catalogueReads = queries.filter((sql) => /product_price|search_document|product_media/.test(sql));
    expect(catalogueReads).toEqual([]);
  });

  it('show a new price after the catalogue is invalidated', async () => {
    const url = `/rest/en-int/V1/search?q=${WATCH}`;
    const before = (await t.app.inject({ url })).json() as Listing;
    const price = before.items[0]!.price.amount;
    await t.db.query(
      "update product_price set amount = amount + 100 where currency_code = 'EUR' and product_id in (select id from product where sku like 'MA-HER-CHR-01%')",
    );
    // Until a writer says so, the cache answers what it read (price feeds call invalidateCatalogue).
    expect(((await t.app.inject({ url })).json() as Listing).items[0]!.price.amount).toBe(price);
    await invalidateCatalogue(t.db);
    expect(((await t.app.inject({ url })).json() as Listing).items[0]!.price.amount).toBe(price + 100);
  });
});
