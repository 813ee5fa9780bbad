import type { components } from '../../../common/contract/schema.gen';
import { SerializedJson } from '../../contract/serialized-json';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { catalogCacheFor, LIST_ITEM_TTL_MS } from './catalog-cache';

type ProductListing = components['schemas']['ProductListing'];

/**
 * A listing page (a category's or a search's) as the API sends it: serialised and tagged once, then kept per
 * store view, base and query until stock or the catalogue changes, or until the oldest list item it shows would
 * have expired, so it never shows stock older than a list item may be. A repeated request then costs a lookup:
 * the page's JSON and the SHA-1 of its entity tag were a third of the server's time under the listing
 * benchmark. `build` makes the page, and reports when its oldest list item was read.
 */
export async function listingAnswer(
  db: Queryable,
  store: StoreView,
  { base, query }: { base: string; query: object },
  build: (itemsReadAt: { oldest: number }) => Promise<ProductListing>,
): Promise<SerializedJson<ProductListing>> {
  const cache = catalogCacheFor(db);
  const readAt = { oldest: Date.now() };
  if (!cache) return SerializedJson.of(await build(readAt));
  const key = `${store.id}|${base}|${canonical(query)}`;
  const hit = cache.listingAnswers.get(key);
  // The list items' clock (Date.now), not the LRU's own: the two expire together.
  if (hit && Date.now() < hit.expiresAt) return hit.answer;
  const since = cache.generation;
  const answer = SerializedJson.of(await build(readAt));
  const expiresAt = readAt.oldest + LIST_ITEM_TTL_MS;
  const unchanged = cache.generation.catalogue === since.catalogue && cache.generation.stock === since.stock;
  if (unchanged && Date.now() < expiresAt) {
    const kib = Math.max(1, Math.ceil(answer.json.length / 1024));
    cache.listingAnswers.set(key, { answer, expiresAt }, { size: kib });
  }
  return answer;
}

/** The query's parameters in one order, whatever order the request gave them in. */
const canonical = (query: object): string =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
