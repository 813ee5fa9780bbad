import type { Queryable } from '../../db/types';
import { catalogCacheFor, type UrlHistory } from './catalog-cache';

/**
 * Where a former URL key leads now (migration 031's history, kept by triggers): the current key of the product
 * that had it, or null when no product had it (or the product has no key any more). The history holds no key
 * that a row uses now, so a key taken by another product is not a move. Asked at every page not found (a
 * crawler's old links, bots' guesses), hence cached with the catalogue like the product keys themselves: a key
 * edited by hand shows, as any catalogue edit, once the catalogue cache is told (`invalidateCatalogue`).
 */
export async function currentProductUrlKey(db: Queryable, formerKey: string): Promise<string | null> {
  return (await urlHistory(db)).products.get(formerKey) ?? null;
}

/** The current `url_path` of the category that had a former path, or null (see currentProductUrlKey). */
export async function currentCategoryUrlPath(db: Queryable, formerPath: string): Promise<string | null> {
  return (await urlHistory(db)).categories.get(formerPath) ?? null;
}

function urlHistory(db: Queryable): Promise<UrlHistory> {
  const cache = catalogCacheFor(db);
  return cache
    ? cache.memo(cache.urlHistory, cache.generation, 'all', () => queryUrlHistory(db))
    : queryUrlHistory(db);
}

/** The whole history in two reads: one short pair of strings per rename ever made. */
async function queryUrlHistory(db: Queryable): Promise<UrlHistory> {
  const [products, categories] = await Promise.all([
    db.query<{ former: string; current: string }>(
      `select h.url_key as former, p.url_key as current
         from product_url_history h join product p on p.id = h.product_id where p.url_key is not null`,
    ),
    db.query<{ former: string; current: string }>(
      `select h.url_path as former, c.url_path as current
         from category_url_history h join category c on c.id = h.category_id`,
    ),
  ]);
  return {
    products: new Map(products.rows.map((r) => [r.former, r.current])),
    categories: new Map(categories.rows.map((r) => [r.former, r.current])),
  };
}
