import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { storePaths } from '../../../common/store-paths';

type WatchRef = components['schemas']['WatchRef'];

export interface Watch {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
}

/**
 * The watch a SKU names, for 'Buy straps': a configurable watch by its own SKU or by one of its variations'.
 * Null for straps, hidden products and unknown SKUs.
 */
export async function findWatch(q: Queryable, sku: string): Promise<Watch | null> {
  const { rows } = await q.query<{ id: number; sku: string; name: string; url_key: string }>(
    `select w.id, w.sku, w.name, w.url_key
       from product p join product w on w.id = coalesce(p.parent_id, p.id)
      where p.sku = $1 and w.category_type = 0 and w.is_visible and w.url_key is not null`,
    [sku],
  );
  const row = rows[0];
  return row ? { id: row.id, sku: row.sku, name: row.name, urlKey: row.url_key } : null;
}

/** The straps that fit a watch and are sold in the currency, in the straps category's order. */
export async function compatibleStrapIds(q: Queryable, watchId: number, currency: string): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select s.id
       from strap_compatibility c join product s on s.id = c.strap_id
      where c.watch_id = $1 and s.is_visible and s.url_key is not null
        and exists (select 1 from product_price pr where pr.product_id = s.id and pr.currency_code = $2)
      order by s.position, s.id`,
    [watchId, currency],
  );
  return rows.map((r) => r.id);
}

/** The watches a strap fits, for its confirmation popup, in the catalogue's order. */
export async function compatibleWatches(
  q: Queryable,
  strapId: number,
  storeCode: string,
): Promise<WatchRef[]> {
  const { rows } = await q.query<{ sku: string; name: string; url_key: string }>(
    `select w.sku, w.name, w.url_key
       from strap_compatibility c join product w on w.id = c.watch_id
      where c.strap_id = $1 and w.is_visible and w.url_key is not null
      order by w.position, w.id`,
    [strapId],
  );
  return rows.map((r) => ({ sku: r.sku, name: r.name, url: storePaths.product(storeCode, r.url_key) }));
}
