import { INTERNATIONAL_WEBSITE_CODE } from '../../../../config/stores';
import type { StorePage } from '../../../common/store-page';
import { storePaths } from '../../../common/store-paths';
import type { Database } from '../../db/types';
import { catalogCacheFor } from '../catalog/catalog-cache';
import type { StoreRegistry, StoreView } from '../store/store-registry';
import { loadSitemapData, type SitemapData } from './sitemap-data.sql';
import type { Alternate } from './sitemap-xml';

/**
 * The indexable pages of the shop and the stores that show each: what the sitemaps list and what a page's
 * hreflang alternates name, from one read of the database, so the two always agree.
 */

/**
 * How long the pages are kept at most. A catalogue change (the change feed) reloads them at once; stories and
 * boutiques are edited without telling the feed (as the content cache, which waits 30 s), so their edits show
 * within this time.
 */
export const SEO_PAGES_TTL_MS = 10 * 60 * 1000;

/**
 * The language (and region) a store is written for. The international store shares its locale with the
 * United Kingdom's (en-GB: dates and numbers), but is for English readers anywhere: its language alone.
 */
export const hreflangOf = (store: StoreView): string =>
  store.websiteCode === INTERNATIONAL_WEBSITE_CODE ? store.languageCode : store.locale;

/** One page of the shop as it exists in the stores that show it. */
export interface SeoPage {
  path: (storeCode: string) => string;
  stores: readonly StoreView[];
  lastmod: (store: StoreView) => string | null;
}

export interface SeoPages {
  home: SeoPage;
  /** Every page but the home: categories, products, stories, the store locator and its boutiques. */
  pages: readonly SeoPage[];
  /** The same pages (home included) by `seoPageKey` of the page a path shows. */
  byKey: ReadonlyMap<string, SeoPage>;
  /** The store x-default names, when it shows the page: the default store. */
  fallback: StoreView | undefined;
}

/**
 * The key of the page a store path shows (its parsed page), or null for a page that is not indexable (the
 * cart, the account, search: robots.txt closes them) or not one the stores share (contact, compare).
 */
export function seoPageKey(page: StorePage): string | null {
  switch (page.kind) {
    case 'home':
      return 'home';
    case 'route':
      return page.route === 'storeLocator' ? 'storeLocator' : null;
    case 'product':
      return `product:${page.urlKey}`;
    case 'category':
      return `category:${page.urlPath}`;
    case 'story':
      return `story:${page.identifier}`;
    case 'shop':
      return `shop:${page.shopKey}`;
    case 'controller':
      return null;
  }
}

/** The pages of the data in the registry's stores. */
export function seoPagesOf(data: SitemapData, registry: StoreRegistry): SeoPages {
  const all = registry.websites.flatMap((w) => w.stores);
  const undated = () => null;
  const keyed: [string, SeoPage][] = [
    ...data.categories.map((c): [string, SeoPage] => [
      `category:${c.urlPath}`,
      {
        path: (code) => storePaths.category(code, c.urlPath),
        stores: all,
        lastmod: (s) => c.lastmodByCurrency[s.currencyCode] ?? null,
      },
    ]),
    ...data.products.map((p): [string, SeoPage] => [
      `product:${p.urlKey}`,
      {
        path: (code) => storePaths.product(code, p.urlKey),
        // Sold where priced in the store's currency (a listing leaves an unpriced product out).
        stores: all.filter((s) => p.currencies.includes(s.currencyCode)),
        lastmod: () => p.lastmod,
      },
    ]),
    ...data.stories.map((story): [string, SeoPage] => [
      `story:${story.identifier}`,
      {
        path: (code) => storePaths.story(code, story.identifier),
        stores: all.filter((s) => story.storeIds.includes(s.id)),
        lastmod: () => story.lastmod,
      },
    ]),
    ['storeLocator', { path: (code) => storePaths.storeLocator(code), stores: all, lastmod: undated }],
    ...data.shops.map((shop): [string, SeoPage] => [
      `shop:${shop.urlKey}`,
      { path: (code) => storePaths.storeLocatorShop(code, shop.urlKey), stores: all, lastmod: undated },
    ]),
  ];
  const home: SeoPage = { path: (code) => storePaths.home(code), stores: all, lastmod: undated };
  return {
    home,
    pages: keyed.map(([, page]) => page),
    byKey: new Map([['home', home], ...keyed]),
    fallback: registry.find(registry.defaultStoreCode),
  };
}

/**
 * A page's hreflang alternates: one per store that shows it, then x-default (the default store's page, when
 * that store shows it); none for a page of one store only, which has nothing to point to.
 */
export function alternatesOf(pages: SeoPages, page: SeoPage, origin: string): Alternate[] {
  if (page.stores.length < 2) return [];
  const absolute = (path: string) => new URL(origin + path).href;
  const links = page.stores.map((s) => ({ hreflang: hreflangOf(s), href: absolute(page.path(s.code)) }));
  const { fallback } = pages;
  return fallback && page.stores.includes(fallback)
    ? [...links, { hreflang: 'x-default', href: absolute(page.path(fallback.code)) }]
    : links;
}

/**
 * The pages of one app, read on first use and kept until the catalogue changes (its cache's generation, which
 * the change feed moves on every process) or SEO_PAGES_TTL_MS pass. Concurrent first uses share one read; a
 * failed read is forgotten.
 */
export class SeoPagesCache {
  private loaded: { generation: number; at: number; pages: Promise<SeoPages> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly registry: StoreRegistry,
    private readonly now: () => number = Date.now,
  ) {}

  pages(): Promise<SeoPages> {
    const generation = catalogCacheFor(this.db)?.generation.catalogue ?? 0;
    const at = this.now();
    const hit = this.loaded;
    if (hit && hit.generation === generation && at - hit.at < SEO_PAGES_TTL_MS) return hit.pages;
    const pages = loadSitemapData(this.db).then((data) => seoPagesOf(data, this.registry));
    const entry = { generation, at, pages };
    this.loaded = entry;
    pages.catch(() => {
      if (this.loaded === entry) this.loaded = null;
    });
    return pages;
  }
}

/** One cache per app (its store registry), shared by the sitemaps and the pages' alternates. */
const caches = new WeakMap<StoreRegistry, SeoPagesCache>();

export function seoPagesFor(db: Database, registry: StoreRegistry): SeoPagesCache {
  let cache = caches.get(registry);
  if (!cache) {
    cache = new SeoPagesCache(db, registry);
    caches.set(registry, cache);
  }
  return cache;
}
