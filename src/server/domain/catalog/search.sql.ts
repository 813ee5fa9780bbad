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

/**
 * The ranking of one search: the best `MAX_SEARCH_MATCHES` listed products, by rank, then position and id. Three
 * ways to match, each served by an index, united rather than OR-ed so that no branch scans the catalogue: the
 * search document (`table`, through its GIN index; `store` narrows it to a store view), an upper-case SKU prefix
 * and a variation's full SKU. The documents' table holds, beside each document, whether its product is listed
 * and its position (migration 032), so the matches of the document are ranked from that one table; the few SKU
 * matches come from `product`, with their document when they have one. A product that matches both ways is
 * taken once, from the document. An exact SKU adds 10 to the rank. The ranking comes back as one row of text
 * (`id:rank,…`, best first; a float8's text is exact): PGlite's cost per row returned made the 2,000 rows of a
 * broad search a third of its time.
 */
const rankingSql = (source: {
  table: string;
  store: string;
  tsquery: string;
  rank: (document: string) => string;
}) => `
with by_sku as (
  select p.id, upper(p.sku) = $2 as exact from product p where upper(p.sku) like $3
  union all
  select v.parent_id, false from product v where upper(v.sku) = $2 and v.parent_id is not null
), matched as (
  select s.product_id as id, s.position, s.document from ${source.table} s
   where ${source.store} s.listed and $1::text is not null and s.document @@ ${source.tsquery}
  union all
  select p.id, p.position, s.document from product p
    left join ${source.table} s on ${source.store} s.product_id = p.id
   where p.id in (select id from by_sku) and p.parent_id is null and p.is_visible
     and not coalesce(s.listed and $1::text is not null and s.document @@ ${source.tsquery}, false)
)
select string_agg(r.id || ':' || r.rank, ',' order by r.rank desc, r.position, r.id) as ranking
  from (
    select m.id, m.position,
           (case when $1::text is null then 0 else ${source.rank('m.document')} end
             + case when m.id in (select id from by_sku where exact) then 10 else 0 end)::float8 as rank
      from matched m
     order by rank desc, m.position, m.id
     limit ${MAX_SEARCH_MATCHES}
  ) r`;

// English store views: the product's own document (product.search_document, copied to product_search).
const RANKING_SQL = rankingSql({
  table: 'product_search',
  store: '',
  tsquery: "to_tsquery('english', $1)",
  rank: (document) => `ts_rank_cd(${document}, to_tsquery('english', $1))`,
});

// The others in their own language (migration 030): the store view's document ($4 is the store view), with the
// query `tsquery` made from $1 as its language says (a configuration, or a tsquery literal of bigrams).
const storeRankingSql = (tsquery: string) =>
  rankingSql({
    table: 'store_view_search',
    store: 's.store_id = $4::int and',
    tsquery,
    rank: (document) => `coalesce(ts_rank_cd(${document}, ${tsquery}), 0)`,
  });

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
  const { rows } = await db.query<{ ranking: string | null }>(sql, params);
  return parseRanking(rows[0]?.ranking ?? null);
}

/** `id:rank,id:rank,…` (best first) as a map in the same order; no matches come back as null. */
export function parseRanking(ranking: string | null): Map<number, number> {
  const ranked = new Map<number, number>();
  if (!ranking) return ranked;
  for (const entry of ranking.split(',')) {
    const colon = entry.indexOf(':');
    ranked.set(Number(entry.slice(0, colon)), Number(entry.slice(colon + 1)));
  }
  return ranked;
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
