import type { Queryable } from '../../db/types';

/** Words of the term as prefix queries (`chrono` finds chronograph); punctuation is dropped, not injected. */
export function toPrefixQuery(term: string): string | null {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Relevance-ranked ids of visible top-level products whose name, collection, SKU or description match
 * (PostgreSQL full-text search, the same in PGlite and PostgreSQL). A SKU typed in full matches too.
 */
export async function searchProductIds(db: Queryable, term: string): Promise<Map<number, number>> {
  const prefix = toPrefixQuery(term);
  const sku = term.trim().toUpperCase();
  const { rows } = await db.query<{ id: number; rank: number }>(
    `select p.id,
            (case when $1::text is null then 0 else ts_rank_cd(p.search_document, to_tsquery('english', $1)) end
              + case when upper(p.sku) = $2 then 10 else 0 end)::float8 as rank
       from product p
      where p.parent_id is null and p.is_visible
        and (($1::text is not null and p.search_document @@ to_tsquery('english', $1))
             or upper(p.sku) like $2 || '%'
             or exists (select 1 from product v where v.parent_id = p.id and upper(v.sku) = $2))
      order by rank desc, p.position, p.id
      limit 2000`,
    [prefix, sku],
  );
  return new Map(rows.map((r) => [r.id, r.rank]));
}
