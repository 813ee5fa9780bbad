import type { Queryable } from '../../db/types';
import { catalogCacheFor } from './catalog-cache';

/**
 * Whether a product page exists: a visible top-level product with that URL key, as `loadProductDetail` finds
 * it (its list item needs the key too). The keys come from the catalogue cache, so a page view costs no query
 * once they are loaded (one read of a column; about 20,000 short strings at the largest catalogue measured).
 */
export async function productUrlKeyExists(db: Queryable, urlKey: string): Promise<boolean> {
  const cache = catalogCacheFor(db);
  const keys = cache
    ? await cache.memo(cache.productUrlKeys, cache.generation, 'all', () => queryUrlKeys(db))
    : await queryUrlKeys(db);
  return keys.has(urlKey);
}

async function queryUrlKeys(db: Queryable): Promise<ReadonlySet<string>> {
  const { rows } = await db.query<{ url_key: string }>(
    `select url_key from product where parent_id is null and is_visible and url_key is not null`,
  );
  return new Set(rows.map((r) => r.url_key));
}
