import type { Database } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import type { ContentPage, HomeContent } from './block-data';
import { buildContentPage } from './content-page';
import { TtlCache } from './content-cache';
import { buildHomeContent } from './home-content';
import type { ContentWarn } from './resolve-products';

/*
 * Why a cache: the home page is the most visited page and assembling it costs four to five queries (blocks,
 * SKUs, list items with their variations, stories), while its content changes a few times a year. The
 * carousels carry stock and prices, so every change the database's feed announces (an order or a stock feed
 * on any server process, a catalogue change) empties it at once. Why a time to live as well: editors change
 * content in the database directly (there is no admin API to hook), so 30 seconds bounds how stale an edited
 * slide can be.
 */
export const CONTENT_TTL_MS = 30_000;
/** Bounds the memory random page identifiers could take; unknown pages are never cached. */
const MAX_PAGES = 500;

type Store = Pick<StoreView, 'id' | 'code' | 'currencyCode'>;

export interface ContentService {
  home(store: Store, warn: ContentWarn): Promise<HomeContent>;
  page(store: Store, identifier: string, warn: ContentWarn): Promise<ContentPage | null>;
}

/** One per app instance (never module-global), so apps over different databases never share entries. */
export function createContentService(db: Database, now: () => number = Date.now): ContentService {
  const homes = new TtlCache<HomeContent>(CONTENT_TTL_MS, 64, now);
  const pages = new TtlCache<ContentPage>(CONTENT_TTL_MS, MAX_PAGES, now);
  db.changes.subscribe(() => {
    homes.clear();
    pages.clear();
  });
  return {
    home: (store, warn) => homes.get(store.code, () => buildHomeContent(db, store, warn)),
    async page(store, identifier, warn) {
      const key = `${store.code}/${identifier}`;
      try {
        return await pages.get(key, async () => {
          const page = await buildContentPage(db, store, identifier, warn);
          if (!page) throw new PageNotFound();
          return page;
        });
      } catch (error) {
        if (error instanceof PageNotFound) return null;
        throw error;
      }
    },
  };
}

/** A miss travels as a rejection so the cache forgets it at once. */
class PageNotFound extends Error {}
