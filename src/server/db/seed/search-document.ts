import { distinctVectorsSql } from '../search-vectors';
import type { Queryable } from '../types';

/**
 * The full-text vector of a top-level product (watch or strap; variations are found through their parent),
 * over a row alias `p` with name, sku, description and collection_id. Weights: name and SKU (A), collection
 * name (B), description (C), the description's vector given by the caller when it has one. The SKU uses the 'simple' configuration so codes like MA-HER-CHR-01 are kept whole.
 */
export function searchDocumentSql(
  p: string,
  description = `setweight(to_tsvector('english', ${p}.description), 'C')`,
): string {
  return `setweight(to_tsvector('english', ${p}.name), 'A')
    || setweight(to_tsvector('simple', ${p}.sku), 'A')
    || setweight(to_tsvector('english', coalesce((select c.name from collection c where c.id = ${p}.collection_id), '')), 'B')
    || ${description}`;
}

/** The English weight-C vector of each distinct description of the JSON rows `$1` (see insertProducts). */
export const DISTINCT_DESCRIPTIONS_SQL = distinctVectorsSql(
  "'english'",
  'jsonb_to_recordset($1::jsonb) as y(description text)',
  'C',
);

/**
 * Rebuilds the search document of top-level products: all of them, or only `productIds` (after an edit).
 * Returns how many rows were updated.
 */
export async function refreshSearchDocuments(q: Queryable, productIds?: readonly number[]): Promise<number> {
  const result = await q.query(
    `update product p set search_document = ${searchDocumentSql('p')}
      where p.parent_id is null and ($1::int[] is null or p.id = any($1::int[]))`,
    [productIds ? [...productIds] : null],
  );
  return result.rowCount;
}
