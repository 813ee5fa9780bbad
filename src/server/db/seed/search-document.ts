import type { Queryable } from '../types';

/**
 * Rebuilds the full-text vector of visible top-level products (watches and straps; variations are found
 * through their parent). Weights: name and SKU (A) above the collection name (B) above the description (C).
 * The SKU uses the 'simple' configuration so codes like MA-HER-CHR-01 are not stemmed.
 * Without `productIds` every top-level product is refreshed.
 */
export async function refreshSearchDocuments(q: Queryable, productIds?: readonly number[]): Promise<number> {
  const result = await q.query(
    `update product p set search_document =
        setweight(to_tsvector('english', p.name), 'A')
        || setweight(to_tsvector('simple', p.sku), 'A')
        || setweight(to_tsvector('english', coalesce((select c.name from collection c where c.id = p.collection_id), '')), 'B')
        || setweight(to_tsvector('english', p.description), 'C')
      where p.parent_id is null
        and ($1::int[] is null or p.id = any($1::int[]))`,
    [productIds ? [...productIds] : null],
  );
  return result.rowCount;
}
