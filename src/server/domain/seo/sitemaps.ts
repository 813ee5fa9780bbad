import { INTERNATIONAL_WEBSITE_CODE } from '../../../../config/stores';
import { storePaths } from '../../../common/store-paths';
import type { Database } from '../../db/types';
import { catalogCacheFor } from '../catalog/catalog-cache';
import type { StoreRegistry, StoreView } from '../store/store-registry';
import { loadSitemapData, type SitemapData } from './sitemap-data.sql';
import { sitemapIndexXml, sitemapXml, type Alternate, type SitemapUrl } from './sitemap-xml';

/** Where a store's sitemap is: at the store's root, so that it may list every page of the store and no other. */
export const storeSitemapPath = (storeCode: string): string => storePaths.page(storeCode, 'sitemap.xml');
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/**
 * How long a built set of sitemaps is served at most. A catalogue change (the change feed) rebuilds it at once;
 * stories and boutiques are edited without telling the feed (as the content cache, which waits 30 s), so
 * their edits show within this time.
 */
export const SITEMAP_TTL_MS = 10 * 60 * 1000;

/**
 * The language (and region) a store is written for. The international store shares its locale with the
 * United Kingdom's (en-GB: dates and numbers), but is for English readers anywhere: its language alone.
 */
export const hreflangOf = (store: StoreView): string =>
  store.websiteCode === INTERNATIONAL_WEBSITE_CODE ? store.languageCode : store.locale;

/** One page of the shop as it exists in the stores that show it. */
interface Page {
  path: (storeCode: string) => string;
  stores: readonly StoreView[];
  lastmod: (store: StoreView) => string | null;
}

export interface SitemapFiles {
  index: string;
  /** Each store's sitemap by store code. */
  stores: ReadonlyMap<string, string>;
}

const newest = (dates: readonly (string | null)[]): string | null =>
  dates.reduce<string | null>(
    (a, b) => (b !== null && (a === null || Date.parse(b) > Date.parse(a)) ? b : a),
    null,
  );

/** Every page the sitemaps list, home aside: categories, products, stories, the store locator and its boutiques. */
function pagesOf(data: SitemapData, all: readonly StoreView[]): Page[] {
  const undated = () => null;
  return [
    ...data.categories.map((c) => ({
      path: (code: string) => storePaths.category(code, c.urlPath),
      stores: all,
      lastmod: (s: StoreView) => c.lastmodByCurrency[s.currencyCode] ?? null,
    })),
    ...data.products.map((p) => ({
      path: (code: string) => storePaths.product(code, p.urlKey),
      stores: all.filter((s) => p.currencies.includes(s.currencyCode)),
      lastmod: () => p.lastmod,
    })),
    ...data.stories.map((story) => ({
      path: (code: string) => storePaths.story(code, story.identifier),
      stores: all.filter((s) => story.storeIds.includes(s.id)),
      lastmod: () => story.lastmod,
    })),
    { path: (code: string) => storePaths.storeLocator(code), stores: all, lastmod: undated },
    ...data.shops.map((shop) => ({
      path: (code: string) => storePaths.storeLocatorShop(code, shop.urlKey),
      stores: all,
      lastmod: undated,
    })),
  ];
}

/** The sitemap index and every store's sitemap, from the database's current content. */
export async function buildSitemaps(
  db: Database,
  registry: StoreRegistry,
  origin: string,
): Promise<SitemapFiles> {
  const all = registry.websites.flatMap((w) => w.stores);
  const fallback = registry.find(registry.defaultStoreCode);
  const absolute = (path: string) => new URL(origin + path).href;
  const pages = pagesOf(await loadSitemapData(db), all);

  // Alternates only where the page is in more than one store; x-default is the default store's page.
  const alternates = (page: Page): Alternate[] => {
    if (page.stores.length < 2) return [];
    const links = page.stores.map((s) => ({ hreflang: hreflangOf(s), href: absolute(page.path(s.code)) }));
    return fallback && page.stores.includes(fallback)
      ? [...links, { hreflang: 'x-default', href: absolute(page.path(fallback.code)) }]
      : links;
  };
  const home: Page = { path: (code) => storePaths.home(code), stores: all, lastmod: () => null };

  const stores = new Map<string, string>();
  const index = all.map((store) => {
    const urls: SitemapUrl[] = pages
      .filter((page) => page.stores.includes(store))
      .map((page) => ({
        loc: absolute(page.path(store.code)),
        lastmod: page.lastmod(store),
        alternates: alternates(page),
      }));
    // The home page shows the store's newest products and stories: it changed when they last did.
    const lastmod = newest(urls.map((u) => u.lastmod));
    const homeUrl = { loc: absolute(home.path(store.code)), lastmod, alternates: alternates(home) };
    stores.set(store.code, sitemapXml([homeUrl, ...urls]));
    return { loc: absolute(storeSitemapPath(store.code)), lastmod };
  });
  return { index: sitemapIndexXml(index), stores };
}

/**
 * The sitemaps of one app, built on first request and kept until the catalogue changes (its cache's
 * generation, which the change feed moves on every process) or SITEMAP_TTL_MS pass. Concurrent first requests
 * share one build; a failed build is forgotten.
 */
export class SitemapCache {
  private built: { generation: number; at: number; files: Promise<SitemapFiles> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly registry: StoreRegistry,
    private readonly origin: string,
    private readonly now: () => number = Date.now,
  ) {}

  files(): Promise<SitemapFiles> {
    const generation = catalogCacheFor(this.db)?.generation.catalogue ?? 0;
    const at = this.now();
    const hit = this.built;
    if (hit && hit.generation === generation && at - hit.at < SITEMAP_TTL_MS) return hit.files;
    const files = buildSitemaps(this.db, this.registry, this.origin);
    const entry = { generation, at, files };
    this.built = entry;
    files.catch(() => {
      if (this.built === entry) this.built = null;
    });
    return files;
  }
}
