import { LRUCache } from 'lru-cache';
import type { components } from '../../../common/contract/schema.gen';
import type { SerializedJson } from '../../contract/serialized-json';
import type { Database, Queryable } from '../../db/types';
import type { FacetCounts, ListingDocs } from './cached-listing';
import type { CategoryRow } from './category-row';
import type { AttributeOption, FacetDoc } from './facet-doc';
import type { PriceIndex } from './price-index';
import type { ProductFacets } from './facet-docs.sql';
import type { StoreTexts } from './store-text';

type ListItem = components['schemas']['ProductListItem'];
type ProductDetail = components['schemas']['ProductDetail'];
type ProductListing = components['schemas']['ProductListing'];

/** Each former product URL key and category path (migration 031's history) with the row's current one. */
export interface UrlHistory {
  products: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, string>;
}

/**
 * A map that forgets its least recently used entries once their total weight exceeds its bound, so a cache of
 * it has a known size. An entry weighs 1 unless told otherwise (e.g. the number of ids it holds; at least 1,
 * as lru-cache counts only positive weights); one heavier than the whole bound is not kept at all.
 */
export type Lru<K extends Defined, V extends Defined> = LRUCache<K, V>;
/** lru-cache holds no undefined or null keys and values (a miss is undefined). */
type Defined = NonNullable<unknown>;

const lru = <K extends Defined, V extends Defined>(maxWeight: number, ttl?: number): Lru<K, V> =>
  new LRUCache<K, V>({ maxSize: maxWeight, sizeCalculation: () => 1, ...(ttl ? { ttl } : {}) });

const weight = (n: number) => Math.max(1, Math.ceil(n));

/** When a request began, in invalidations: what it read may be older than any later invalidation. */
export interface Generation {
  readonly catalogue: number;
  readonly stock: number;
}

/**
 * The bounds of the cache, per database: entries or references, so the memory follows. Measured at 20,000
 * products: the shared facets 8.6 MiB, each currency's documents 2.4 MiB, a million references in sorted
 * orders (or listing bases) 7.7 MiB, 5,000 list items 7 MiB, 18,000 ranked matches 1 MiB. Everything full is
 * under 90 MiB at that size; a warm-up over every store, category, sort and ten searches filled 41 MiB.
 */
export const CACHE_BOUNDS = {
  /** Documents of the whole catalogue, one entry per currency (the shared facets are one more). */
  catalogues: 8,
  /** Documents held by listing bases (categories, search results) and their pre-sorted orders. */
  listingIds: 2_000_000,
  /** Facet counts per (base, currency, filter selection). */
  facetCounts: 2_000,
  /** Documents held by price indexes, one per (base, currency, checkbox selection): 16 bytes each. */
  priceIndexes: 1_000_000,
  /** Relevance rankings per normalised search term, weighed by their matches (at most 2,000 each). */
  rankings: 200_000,
  /** Products held in category memberships. */
  memberships: 400_000,
  /** List items per (store, product). */
  listItems: 5_000,
  /**
   * Product documents per (store, URL key), weighed in KiB of their JSON: 16 MiB of JSON, about 48 MiB with
   * the parsed value each keeps beside it (measured documents: 4-12 KiB, so a few thousand product pages).
   */
  productDocKiB: 16_384,
  /** Listing answers (listing-answer.ts) per (store, base, query), weighed in KiB of their JSON (10-30 each). */
  listingAnswerKiB: 16_384,
} as const;

/**
 * How long a cached list item (price and stock status) is served. Every process forgets them at once after
 * an order, a payment release or a stock feed on any process (the database's change feed); the limit is for
 * stock written around the shop (SQL by hand) and for a change feed that lost its connection.
 */
export const LIST_ITEM_TTL_MS = 30_000;

/**
 * What the catalogue reads are made of, kept in memory because it changes only with the catalogue (prices,
 * products, categories: the seed, later price feeds) or with stock (orders, payment releases, stock feeds).
 * Everything a stock change touches sits in `listItems` alone, so an order does not throw away the costly
 * facet documents. Writers call `invalidateCatalogue`/`invalidateCatalogueStock` AFTER their transaction
 * commits; a reader that read before that cannot store its result afterwards (the generation check), so a
 * cleared entry never comes back stale.
 */
export class CatalogCache {
  readonly attributeOptions = lru<string, Promise<AttributeOption[]>>(1);
  readonly categories = lru<string, Promise<CategoryRow[]>>(1);
  /** Each store view's own catalogue text (store-texts.ts), by store id. */
  readonly storeTexts = lru<number, Promise<StoreTexts>>(32);
  readonly products = lru<string, Promise<Map<number, ProductFacets>>>(1);
  /** The URL keys of the visible top-level products: whether a product page exists (the page statuses). */
  readonly productUrlKeys = lru<string, Promise<ReadonlySet<string>>>(1);
  /** Former product keys and category paths to the current ones (url-history.sql.ts): a moved page's 301. */
  readonly urlHistory = lru<string, Promise<UrlHistory>>(1);
  readonly catalogues: Lru<string, Promise<Map<number, FacetDoc>>>;
  readonly memberships: Lru<number, Promise<Map<number, number>>>;
  readonly bases: Lru<string, Promise<ListingDocs>>;
  readonly orders: Lru<string, readonly FacetDoc[]>;
  readonly facetCounts: Lru<string, FacetCounts>;
  /** Per (base, currency, checkbox selection): what any new price range is counted from (price-index.ts). */
  readonly priceIndexes: Lru<string, PriceIndex>;
  readonly rankings: Lru<string, Promise<Map<number, number>>>;
  /** The cache key of each cached ranking, so a search listing can find its cached base from the ranking. */
  readonly rankingKeys = new WeakMap<Map<number, number>, string>();
  readonly listItems: Lru<string, { item: ListItem; at: number }>;
  /**
   * Whole product documents (product-document.ts), serialised once with their entity tag, per store and URL
   * key. They show stock, so a stock change forgets them like the list items, and they expire like them.
   */
  readonly productDocs: Lru<
    string,
    Promise<{ doc: SerializedJson<ProductDetail> | null; expiresAt: number }>
  >;
  /** Listing pages as sent (listing-answer.ts): they show stock, so they go with the list items. */
  readonly listingAnswers: Lru<string, { answer: SerializedJson<ProductListing>; expiresAt: number }>;
  /**
   * What a cart add sells and its custom option rules (cart/items.ts `sellableFor`), per store view, SKU and
   * chosen options: catalogue facts the cart reads on every add. Typed loosely here, as the cart's types would
   * make the catalogue depend on the cart.
   */
  readonly sellables = lru<string, Promise<unknown>>(5_000);
  /** The countries with a boutique: where boutique pickup is offered (checkout/shipping-methods.ts). */
  readonly boutiqueCountries = lru<string, Promise<ReadonlySet<string>>>(1);
  private catalogueGeneration = 0;
  private stockGeneration = 0;

  constructor(bounds: Record<keyof typeof CACHE_BOUNDS, number> = CACHE_BOUNDS) {
    this.catalogues = lru(bounds.catalogues);
    this.memberships = lru(bounds.memberships);
    this.bases = lru(bounds.listingIds / 2);
    this.orders = lru(bounds.listingIds / 2);
    this.facetCounts = lru(bounds.facetCounts);
    this.priceIndexes = lru(bounds.priceIndexes);
    this.rankings = lru(bounds.rankings);
    this.listItems = lru(bounds.listItems);
    this.productDocs = lru(bounds.productDocKiB, LIST_ITEM_TTL_MS);
    this.listingAnswers = lru(bounds.listingAnswerKiB);
  }

  get generation(): Generation {
    return { catalogue: this.catalogueGeneration, stock: this.stockGeneration };
  }

  /** Products, prices, categories or options changed: forget everything. */
  invalidate(): void {
    this.catalogueGeneration += 1;
    this.attributeOptions.clear();
    this.categories.clear();
    this.storeTexts.clear();
    this.products.clear();
    this.productUrlKeys.clear();
    this.urlHistory.clear();
    this.catalogues.clear();
    this.bases.clear();
    this.memberships.clear();
    this.orders.clear();
    this.facetCounts.clear();
    this.priceIndexes.clear();
    this.rankings.clear();
    this.sellables.clear();
    this.invalidateStock();
  }

  /** Stock changed: forget what shows stock (list items: stock status, saleable, the initial variation). */
  invalidateStock(): void {
    this.stockGeneration += 1;
    this.listItems.clear();
    this.productDocs.clear();
    this.listingAnswers.clear();
  }

  /** Stores a value computed from data read at `since`, unless the catalogue changed meanwhile. */
  keep<K extends Defined, V extends Defined>(
    cache: Lru<K, V>,
    since: Generation,
    key: K,
    value: V,
    size = 1,
  ): void {
    if (since.catalogue === this.catalogueGeneration) cache.set(key, value, { size: weight(size) });
  }

  /**
   * The value under `key`, loaded once however many requests ask at the same time (the promise is what is
   * cached); a failed load is forgotten so the next request tries again. A request that began before an
   * invalidation (`since`) may build on what it read then, so it loads without storing.
   */
  memo<K extends Defined, V>(
    cache: Lru<K, Promise<V>>,
    since: Generation,
    key: K,
    load: () => Promise<V>,
    weigh: (value: V) => number = () => 1,
  ): Promise<V> {
    const hit = cache.get(key);
    if (hit) return hit;
    const promise = load();
    if (since.catalogue !== this.catalogueGeneration) return promise;
    cache.set(key, promise);
    // Only while the entry still holds this load: a later invalidation or a newer load must not be touched.
    // lru-cache keeps the size of a value set again, hence delete first.
    promise.then(
      (value) => {
        if (cache.peek(key) !== promise) return;
        cache.delete(key);
        cache.set(key, promise, { size: weight(weigh(value)) });
      },
      () => {
        if (cache.peek(key) === promise) cache.delete(key);
      },
    );
    return promise;
  }

  /**
   * `memo` for a value that shows stock: a request that began before a stock change (or a catalogue change)
   * loads without storing, so a cleared document never comes back with the old stock.
   */
  memoShowingStock<K extends Defined, V>(
    cache: Lru<K, Promise<V>>,
    since: Generation,
    key: K,
    load: () => Promise<V>,
    weigh?: (value: V) => number,
  ): Promise<V> {
    if (since.stock !== this.stockGeneration) return cache.get(key) ?? load();
    return this.memo(cache, since, key, load, weigh);
  }
}

const caches = new WeakMap<Queryable, CatalogCache>();

const isDatabase = (db: Queryable): db is Database => 'transaction' in db && 'changes' in db;

/**
 * The catalogue cache of a database (each test app has its own), which forgets what the database's change
 * feed says changed, on this process or another. Null for a transaction's handle: reads in a transaction must
 * see its own writes, so they go to the database.
 */
export function catalogCacheFor(db: Queryable): CatalogCache | null {
  if (!isDatabase(db)) return null;
  let cache = caches.get(db);
  if (!cache) {
    const created = new CatalogCache();
    db.changes.subscribe((topic) => (topic === 'stock' ? created.invalidateStock() : created.invalidate()));
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

/**
 * After a committed change of products, prices, categories or options: this process's cache forgets at once,
 * the other processes on the database as soon as the change reaches them (resolves once it is sent).
 */
export function invalidateCatalogue(db: Database): Promise<void> {
  return db.changes.publish('catalogue');
}

/** After a committed change of stock (an order placed, a canceled order's units put back, a stock feed). */
export function invalidateCatalogueStock(db: Database): Promise<void> {
  return db.changes.publish('stock');
}
