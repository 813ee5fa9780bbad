import type { StorePage } from '../../../common/store-page';
import type { Database } from '../../db/types';
import { escapeHtml } from '../menu/escape-html';
import type { StoreRegistry } from '../store/store-registry';
import { alternatesOf, seoPageKey, seoPagesFor } from './seo-pages';
import type { Alternate } from './sitemap-xml';

export type { Alternate } from './sitemap-xml';

/** A page's alternates in its head: the store code of the path and the page it shows (`parseStorePage`). */
export type PageAlternatesOf = (storeCode: string, page: StorePage) => Promise<Alternate[]>;

/**
 * The `<link rel="alternate" hreflang>` list of a page (issue 14): the same entries as the page's `<url>` in
 * the sitemaps, absolute on `origin` (PUBLIC_URL, as the sitemaps: never the request's Host). A page the
 * sitemaps do not list has none: an unknown store, a page that does not exist, one robots.txt closes (cart,
 * account, search), one of a single store, and a product page in a store that does not sell it (where the list
 * would not hold the page itself, which hreflang requires). Read from the pages the sitemaps are built from,
 * kept per catalogue generation (seo-pages.ts), so a page view costs no query once they are loaded.
 */
export function pageAlternates(db: Database, registry: StoreRegistry, origin: string): PageAlternatesOf {
  const cache = seoPagesFor(db, registry);
  return async (storeCode, page) => {
    const store = registry.find(storeCode);
    const key = seoPageKey(page);
    if (!store || key === null) return [];
    const pages = await cache.pages();
    const seoPage = pages.byKey.get(key);
    if (!seoPage || !seoPage.stores.includes(store)) return [];
    return alternatesOf(pages, seoPage, origin);
  };
}

/** The alternates as `<link>` elements for a page's head, one a line; every attribute value escaped. */
export const alternateLinksHtml = (list: readonly Alternate[]): string =>
  list
    .map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`)
    .join('\n');
