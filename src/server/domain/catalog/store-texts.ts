import type { Queryable } from '../../db/types';
import { catalogCacheFor } from './catalog-cache';
import { textKey, textsFrom, type StoreTexts } from './store-text';

async function queryStoreTexts(db: Queryable, storeId: number): Promise<StoreTexts> {
  const { rows } = await db.query<{ entity: string; entity_id: number; field: string; value: string }>(
    'select entity, entity_id, field, value from store_view_text where store_id = $1',
    [storeId],
  );
  return textsFrom(new Map(rows.map((r) => [textKey(r.entity, r.entity_id, r.field), r.value])));
}

/**
 * Every text a store view has of its own, loaded once per store view and kept with the catalogue cache (it
 * changes with the catalogue, and is small: a few thousand short texts per language for the demo shop).
 */
export function loadStoreTexts(db: Queryable, storeId: number): Promise<StoreTexts> {
  const cache = catalogCacheFor(db);
  if (!cache) return queryStoreTexts(db, storeId);
  return cache.memo(cache.storeTexts, cache.generation, storeId, () => queryStoreTexts(db, storeId));
}
