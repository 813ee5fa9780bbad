import type { Queryable } from '../../db/types';
import { catalogCacheFor } from './catalog-cache';

/** Words of the term as prefix queries (`chrono` finds chronograph); punctuation is dropped, not injected. */
export function toPrefixQuery(term: string): string | null {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** A search finds at most this many products (the best ranked). */
export const MAX_SEARCH_MATCHES = 2000;

// Three ways to match, each served by an index (the search document's GIN index, the upper-case SKU index for
// a prefix and for a variation's full SKU), united rather than OR-ed so that no branch scans the catalogue.
const RANKING_SQL = `
with matched as (
  select p.id from product p
   where $1::text is not null and p.search_document @@ to_tsquery('english', $1)
  union
  select p.id from product p where upper(p.sku) like $3
  union
  select v.parent_id from product v where upper(v.sku) = $2 and v.parent_id is not null
)
select p.id,
       (case when $1::text is null then 0 else ts_rank_cd(p.search_document, to_tsquery('english', $1)) end
         + case when upper(p.sku) = $2 then 10 else 0 end)::float8 as rank
  from matched m join product p on p.id = m.id
 where p.parent_id is null and p.is_visible
 order by rank desc, p.position, p.id
 limit ${MAX_SEARCH_MATCHES}`;

/** `term` as a LIKE prefix that matches itself literally (a typed % or _ is not a wildcard). */
const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function queryRanking(db: Queryable, prefix: string | null, sku: string): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; rank: number }>(RANKING_SQL, [prefix, sku, likePrefix(sku)]);
  return new Map(rows.map((r) => [r.id, r.rank]));
}

/**
 * Relevance-ranked ids of visible top-level products whose name, collection, SKU or description match
 * (PostgreSQL full-text search, the same in PGlite and PostgreSQL). A SKU typed in full matches too. Outside
 * a transaction the ranking of each normalised term is kept in the catalogue cache (a bounded LRU).
 */
export async function searchProductIds(db: Queryable, term: string): Promise<Map<number, number>> {
  const prefix = toPrefixQuery(term);
  const sku = term.trim().toUpperCase();
  const cache = catalogCacheFor(db);
  if (!cache) return queryRanking(db, prefix, sku);
  const key = `${prefix ?? ''}|${sku}`;
  return cache.memo(
    cache.rankings,
    cache.generation,
    key,
    async () => {
      const ranking = await queryRanking(db, prefix, sku);
      cache.rankingKeys.set(ranking, key);
      return ranking;
    },
    (ranking) => ranking.size + 1,
  );
}
