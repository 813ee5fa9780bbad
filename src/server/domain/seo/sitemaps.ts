import { storePaths } from '../../../common/store-paths';
import type { Database } from '../../db/types';
import type { StoreRegistry } from '../store/store-registry';
import { alternatesOf, seoPagesFor, type SeoPages } from './seo-pages';
import { sitemapIndexXml, sitemapXml, type SitemapUrl } from './sitemap-xml';

/** Where a store's sitemap is: at the store's root, so that it may list every page of the store and no other. */
export const storeSitemapPath = (storeCode: string): string => storePaths.page(storeCode, 'sitemap.xml');
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

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

/** The sitemap index and every store's sitemap, from the shop's pages (seo-pages.ts). */
export function buildSitemaps(seo: SeoPages, registry: StoreRegistry, origin: string): SitemapFiles {
  const all = registry.websites.flatMap((w) => w.stores);
  const absolute = (path: string) => new URL(origin + path).href;
  const stores = new Map<string, string>();
  const index = all.map((store) => {
    const urls: SitemapUrl[] = seo.pages
      .filter((page) => page.stores.includes(store))
      .map((page) => ({
        loc: absolute(page.path(store.code)),
        lastmod: page.lastmod(store),
        alternates: alternatesOf(seo, page, origin),
      }));
    // The home page shows the store's newest products and stories: it changed when they last did.
    const lastmod = newest(urls.map((u) => u.lastmod));
    const homeUrl = {
      loc: absolute(seo.home.path(store.code)),
      lastmod,
      alternates: alternatesOf(seo, seo.home, origin),
    };
    stores.set(store.code, sitemapXml([homeUrl, ...urls]));
    return { loc: absolute(storeSitemapPath(store.code)), lastmod };
  });
  return { index: sitemapIndexXml(index), stores };
}

/**
 * The sitemaps of one app, built from the app's pages (kept until the catalogue changes or their time is up:
 * seo-pages.ts) and kept as long as those pages are.
 */
export class SitemapCache {
  private readonly built = new WeakMap<SeoPages, SitemapFiles>();

  constructor(
    private readonly db: Database,
    private readonly registry: StoreRegistry,
    private readonly origin: string,
  ) {}

  async files(): Promise<SitemapFiles> {
    const seo = await seoPagesFor(this.db, this.registry).pages();
    let files = this.built.get(seo);
    if (!files) {
      files = buildSitemaps(seo, this.registry, this.origin);
      this.built.set(seo, files);
    }
    return files;
  }
}
