import type { components } from '../../../common/contract/schema.gen';
import { SerializedJson } from '../../contract/serialized-json';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { catalogCacheFor } from './catalog-cache';
import { loadProductDetail } from './product-detail.sql';

type ProductDetail = components['schemas']['ProductDetail'];

/**
 * A product page's document (options, variations, media, features, straps) in a store view, serialised with its
 * entity tag: built once from about a dozen queries, then served from the catalogue cache until a catalogue or
 * stock change (on any process: the database's change feed) or 30 s pass. Null when no visible product has
 * the key; that is not kept, so a product that appears is found at once.
 */
export function productDocument(
  db: Queryable,
  store: StoreView,
  urlKey: string,
): Promise<SerializedJson<ProductDetail> | null> {
  const build = async () => {
    const detail = await loadProductDetail(db, store, urlKey);
    return detail && SerializedJson.of(detail);
  };
  const cache = catalogCacheFor(db);
  if (!cache) return build();
  const key = `${store.id}/${urlKey}`;
  const loading = cache.memoShowingStock(cache.productDocs, cache.generation, key, build, (doc) =>
    doc ? doc.json.length / 1024 : 1,
  );
  void loading.then((doc) => {
    if (!doc && cache.productDocs.peek(key) === loading) cache.productDocs.delete(key);
  });
  return loading;
}
