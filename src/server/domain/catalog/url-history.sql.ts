import type { Queryable } from '../../db/types';

/**
 * Where a former URL key leads now (migration 031's history, kept by triggers): the current key of the product
 * that had it, or null when no product had it (or the product has no key any more). The history holds no key
 * that a row uses now, so a key taken by another product is not a move. Read at each miss, uncached: only a
 * page that is not found asks, and the history changes without the app (an admin's SQL) being told.
 */
export async function currentProductUrlKey(db: Queryable, formerKey: string): Promise<string | null> {
  const { rows } = await db.query<{ url_key: string }>(
    `select p.url_key from product_url_history h join product p on p.id = h.product_id
      where h.url_key = $1 and p.url_key is not null`,
    [formerKey],
  );
  return rows[0]?.url_key ?? null;
}

/** The current `url_path` of the category that had a former path, or null (see currentProductUrlKey). */
export async function currentCategoryUrlPath(db: Queryable, formerPath: string): Promise<string | null> {
  const { rows } = await db.query<{ url_path: string }>(
    `select c.url_path from category_url_history h join category c on c.id = h.category_id
      where h.url_path = $1`,
    [formerPath],
  );
  return rows[0]?.url_path ?? null;
}
