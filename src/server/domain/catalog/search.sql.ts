import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { bigramQuery } from './bigrams';
import { catalogCacheFor } from './catalog-cache';
import { prefixQueryOf, searchLanguageOf, searchWords } from './search-text';

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

// The same in a store view's own language (migration 030): its document ($4 is the store view), with the
// query `tsquery` made from $1 as its language says (a configuration, or a tsquery literal of bigrams).
const storeRankingSql = (tsquery: string) => `
with matched as (
  select s.product_id as id from store_view_search s
   where $1::text is not null and s.store_id = $4::int and s.document @@ ${tsquery}
  union
  select p.id from product p where upper(p.sku) like $3
  union
  select v.parent_id from product v where upper(v.sku) = $2 and v.parent_id is not null
)
select p.id,
       (case when $1::text is null then 0 else coalesce(ts_rank_cd(s.document, ${tsquery}), 0) end
         + case when upper(p.sku) = $2 then 10 else 0 end)::float8 as rank
  from matched m join product p on p.id = m.id
  left join store_view_search s on s.store_id = $4::int and s.product_id = p.id
 where p.parent_id is null and p.is_visible
 order by rank desc, p.position, p.id
 limit ${MAX_SEARCH_MATCHES}`;

const STEMMED_RANKING_SQL = storeRankingSql('to_tsquery($5::regconfig, $1)');
const BIGRAM_RANKING_SQL = storeRankingSql('$1::tsquery');

/** `term` as a LIKE prefix that matches itself literally (a typed % or _ is not a wildcard). */
const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One search of one store view: the SQL, its parameters, and the cache key of its ranking. */
interface RankingQuery {
  sql: string;
  params: unknown[];
  key: string;
}

/**
 * The ranking query of `term` in a store view's language. English store views share one ranking per term
 * (they search the same document); each other store view has its own, as its texts are its own.
 */
export function rankingQuery(store: Pick<StoreView, 'id' | 'languageCode'>, term: string): RankingQuery {
  const language = searchLanguageOf(store.languageCode);
  if (language.kind === 'default') {
    const sku = term.trim().toUpperCase();
    const prefix = toPrefixQuery(term);
    return { sql: RANKING_SQL, params: [prefix, sku, likePrefix(sku)], key: `en|${prefix ?? ''}|${sku}` };
  }
  // A SKU typed on a Japanese keyboard may come full-width (ＭＡ－ＨＥＲ): NFKC makes it ASCII.
  const sku = term.normalize('NFKC').trim().toUpperCase();
  const common = [sku, likePrefix(sku)];
  const words = searchWords(term);
  if (language.kind === 'stemmed') {
    const prefix = prefixQueryOf(words);
    return {
      sql: STEMMED_RANKING_SQL,
      params: [prefix, ...common, store.id, language.config],
      key: `${store.id}|${prefix ?? ''}|${sku}`,
    };
  }
  const query = bigramQuery(words);
  return {
    sql: BIGRAM_RANKING_SQL,
    params: [query, ...common, store.id],
    key: `${store.id}|${query ?? ''}|${sku}`,
  };
}

async function queryRanking(db: Queryable, { sql, params }: RankingQuery): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; rank: number }>(sql, params);
  return new Map(rows.map((r) => [r.id, r.rank]));
}

/**
 * Relevance-ranked ids of visible top-level products whose name, collection, SKU or description match, in
 * the store view's language (PostgreSQL full-text search, the same in PGlite and PostgreSQL). A SKU typed in
 * full matches too. Outside a transaction the ranking of each store view's normalised term is kept in the
 * catalogue cache (a bounded LRU).
 */
export async function searchProductIds(
  db: Queryable,
  store: Pick<StoreView, 'id' | 'languageCode'>,
  term: string,
): Promise<Map<number, number>> {
  const query = rankingQuery(store, term);
  const cache = catalogCacheFor(db);
  if (!cache) return queryRanking(db, query);
  return cache.memo(
    cache.rankings,
    cache.generation,
    query.key,
    async () => {
      const ranking = await queryRanking(db, query);
      cache.rankingKeys.set(ranking, query.key);
      return ranking;
    },
    (ranking) => ranking.size + 1,
  );
}
