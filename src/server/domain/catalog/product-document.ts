import type { components } from '../../../common/contract/schema.gen';
import { SerializedJson } from '../../contract/serialized-json';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { catalogCacheFor, LIST_ITEM_TTL_MS } from './catalog-cache';
import { loadProductDetail } from './product-detail.sql';

type ProductDetail = components['schemas']['ProductDetail'];

/** A built document, and when the oldest list item it shows would expire (never kept past that). */
export interface BuiltProductDocument {
  doc: SerializedJson<ProductDetail> | null;
  expiresAt: number;
}

/**
 * A product page's document (options, variations, media, features, straps) in a store view, serialised with its
 * entity tag: built once from about a dozen queries, then served from the catalogue cache until a catalogue or
 * stock change (on any process: the database's change feed), or until the oldest list item it shows would have
 * expired (LIST_ITEM_TTL_MS after that item was read), so it never shows older stock than a list item may. Null
 * when no visible product has the key; that is not kept, so a product that appears is found at once.
 */
export async function productDocument(
  db: Queryable,
  store: StoreView,
  urlKey: string,
): Promise<SerializedJson<ProductDetail> | null> {
  const build = async (): Promise<BuiltProductDocument> => {
    const readAt = { oldest: Date.now() };
    const detail = await loadProductDetail(db, store, urlKey, readAt);
    return { doc: detail && SerializedJson.of(detail), expiresAt: readAt.oldest + LIST_ITEM_TTL_MS };
  };
  const cache = catalogCacheFor(db);
  if (!cache) return (await build()).doc;
  const key = `${store.id}/${urlKey}`;
  const cached = () => {
    const loading = cache.memoShowingStock(cache.productDocs, cache.generation, key, build, ({ doc }) =>
      doc ? doc.json.length / 1024 : 1,
    );
    return loading.then((built) => {
      const stale = !built.doc || Date.now() >= built.expiresAt;
      if (stale && cache.productDocs.peek(key) === loading) cache.productDocs.delete(key);
      return built;
    });
  };
  const built = await cached();
  // Expired by the list items' clock: built again, from items read now (a fresh build is never expired).
  return Date.now() < built.expiresAt ? built.doc : (await cached()).doc;
}
