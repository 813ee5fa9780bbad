import type { Queryable } from '../../db/types';
import { distinctVectorsSql } from '../../db/search-vectors';
import { bigramVector } from './bigrams';
import { normaliseSearchText, searchLanguageOf, type SearchLanguage } from './search-text';

interface SearchTexts {
  id: number;
  sku: string;
  name: string;
  collection: string;
  description: string;
}

// What a shopper of the store view reads of each top-level product: its own text, else the default.
const TEXTS_SQL = `
select p.id, p.sku,
       coalesce(tn.value, p.name) as name,
       coalesce(tc.value, c.name, '') as collection,
       coalesce(td.value, p.description) as description
  from product p
  left join collection c on c.id = p.collection_id
  left join store_view_text tn
    on tn.store_id = $1 and tn.entity = 'product' and tn.entity_id = p.id and tn.field = 'name'
  left join store_view_text td
    on td.store_id = $1 and td.entity = 'product' and td.entity_id = p.id and td.field = 'description'
  left join store_view_text tc
    on tc.store_id = $1 and tc.entity = 'collection' and tc.entity_id = c.id and tc.field = 'name'
 where p.parent_id is null and ($2::int[] is null or p.id = any($2::int[]))
 order by p.id`;

// The same weights as the English document (db/seed/search-document.ts): name and SKU A, collection B,
// description C; the SKU through 'simple' so that codes stay whole. Whether the product is listed and its
// position go with the document, so that a search reads this table alone (migration 032).
const UPSERT = (document: string, rows: string) => `
insert into store_view_search (store_id, product_id, document, listed, position)
select $1, x.id, setweight(to_tsvector('simple', x.sku), 'A') || ${document},
       p.parent_id is null and p.is_visible, p.position
  from ${rows}
  join product p on p.id = x.id
on conflict (store_id, product_id) do update
   set document = excluded.document, listed = excluded.listed, position = excluded.position`;

// Each distinct description is parsed once per chunk (many products share theirs, and parsing is most of the
// cost of a document on PGlite): the same vector as parsing it per product.
const STEMMED_UPSERT = UPSERT(
  `setweight(to_tsvector($2::regconfig, x.name), 'A')
   || setweight(to_tsvector($2::regconfig, x.collection), 'B')
   || d.vector`,
  `unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[]) as x(id, sku, name, collection, description)
  left join ${distinctVectorsSql('$2::regconfig', 'unnest($7::text[]) as y(description)', 'C')} d on d.text = x.description`,
);

const BIGRAM_UPSERT = UPSERT(
  'x.vector::tsvector',
  'unnest($2::int[], $3::text[], $4::text[]) as x(id, sku, vector)',
);

const CHUNK = 2000;

async function writeDocuments(
  q: Queryable,
  storeId: number,
  language: Exclude<SearchLanguage, { kind: 'default' }>,
  rows: SearchTexts[],
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const ids = chunk.map((r) => r.id);
    const skus = chunk.map((r) => r.sku);
    const result =
      language.kind === 'stemmed'
        ? await q.query(STEMMED_UPSERT, [
            storeId,
            language.config,
            ids,
            skus,
            chunk.map((r) => normaliseSearchText(r.name)),
            chunk.map((r) => normaliseSearchText(r.collection)),
            chunk.map((r) => normaliseSearchText(r.description)),
          ])
        : await q.query(BIGRAM_UPSERT, [
            storeId,
            ids,
            skus,
            chunk.map((r) =>
              bigramVector([
                { text: normaliseSearchText(r.name), weight: 'A' },
                { text: normaliseSearchText(r.collection), weight: 'B' },
                { text: normaliseSearchText(r.description), weight: 'C' },
              ]),
            ),
          ]);
    written += result.rowCount;
  }
  return written;
}

/**
 * Rebuilds the search documents of the store views that do not read English (migration 030) from their texts:
 * all of them, or only `storeIds`, for every top-level product or only `productIds`. Call it in the
 * transaction that writes catalogue text (store_view_text) or a product's name, description or collection,
 * with the products whose text changed (every product of a collection whose name changed), then
 * invalidateCatalogue after the commit, as for any catalogue change. Returns how many documents were written.
 */
export async function refreshStoreViewSearch(
  q: Queryable,
  scope: { storeIds?: readonly number[]; productIds?: readonly number[] } = {},
): Promise<number> {
  const { rows: stores } = await q.query<{ id: number; language_code: string }>(
    'select id, language_code from store where $1::int[] is null or id = any($1::int[]) order by id',
    [scope.storeIds ? [...scope.storeIds] : null],
  );
  const productIds = scope.productIds ? [...scope.productIds] : null;
  let written = 0;
  for (const store of stores) {
    const language = searchLanguageOf(store.language_code);
    if (language.kind === 'default') continue;
    const { rows } = await q.query<SearchTexts>(TEXTS_SQL, [store.id, productIds]);
    written += await writeDocuments(q, store.id, language, rows);
  }
  return written;
}
