import type { Database } from '../../db/types';
import { openTestDatabase } from '../../test-utils/test-db';
import { refreshStoreViewSearch } from './store-view-search.sql';

// The documents of seed step 030_store_view_search, and what a refresh after an edit gives.
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const documents = async () =>
  (
    await db.query<{ d: string }>(
      "select string_agg(store_id || ':' || product_id || ':' || document::text, '|' order by store_id, product_id) as d from store_view_search",
    )
  ).rows[0]!.d;

describe('store view search documents', () => {
  it('exist for every top-level product in each store view that does not read English, and only there', async () => {
    const { rows } = await db.query<{ code: string; n: number }>(
      `select s.code, count(d.product_id)::int as n
         from store s left join store_view_search d on d.store_id = s.id
        group by s.code order by s.code`,
    );
    const { rows: top } = await db.query<{ n: number }>(
      'select count(*)::int as n from product where parent_id is null',
    );
    const all = top[0]!.n;
    expect(Object.fromEntries(rows.map((r) => [r.code, r.n]))).toEqual({
      'de-ch': all,
      'en-gb': 0,
      'en-int': 0,
      'en-us': 0,
      'fr-ch': all,
      'fr-fr': all,
      'ja-jp': all,
    });
  });

  it('are rebuilt the same, all at once or a product at a time', async () => {
    const seeded = await documents();
    await db.query('delete from store_view_search');
    expect(await refreshStoreViewSearch(db)).toBe(seeded.split('|').length);
    expect(await documents()).toBe(seeded);
    const { rows } = await db.query<{ id: number }>(
      "select id from product where sku in ('MA-HER-CHR-01', 'MA-STR-ALL-BLK-20')",
    );
    const ids = rows.map((r) => r.id);
    await db.query(
      'update store_view_search set document = to_tsvector($1) where product_id = any($2::int[])',
      ['stale', ids],
    );
    expect(await refreshStoreViewSearch(db, { productIds: ids })).toBe(4 * ids.length);
    expect(await documents()).toBe(seeded);
  });
});
