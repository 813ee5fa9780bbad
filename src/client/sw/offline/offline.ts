/*
 * The offline page's script (entry `offline`, precached with its page): words in the store's language, and the
 * pages the worker has kept for this store, each a link that opens offline. Reads only the Cache Storage the
 * worker writes; sends nothing.
 */
import { createIntl } from '@formatjs/intl';
import { shopLanguage } from '../../../common/i18n/languages';
import { loadMessages } from '../../lib/i18n/loadMessages';
import { PAGES_CACHE_PREFIX } from '../caches';
import { offlineMessages } from './messages';
import './offline.css';

export interface KeptPage {
  url: string;
  title: string;
  /** When the page was kept (its answer's Date), newest first. */
  at: number;
}

/** The store code of a shop path (`/fr-ch/montres` -> `fr-ch`), or null. */
export const storeCodeOf = (path: string): string | null =>
  /^\/([a-z]{2}-[a-z0-9]{2,4})(\/|$)/.exec(path)?.[1] ?? null;

/**
 * A kept page's title: its `<title>`, else its path. Only the title's text is parsed (for its character
 * references): a whole kept page parsed here would have its inline styles checked against this page's
 * Content-Security-Policy, one violation report for each.
 */
export function titleOf(html: string, path: string): string {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const title = new DOMParser().parseFromString(`<title>${raw}</title>`, 'text/html').title.trim();
  return title || path;
}

/** The pages kept for a store, newest first, without the one being opened (it is not kept, or it would show). */
export async function keptPages(storeCode: string | null, current: string): Promise<KeptPage[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGES_CACHE_PREFIX));
  const pages: KeptPage[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      if (path === current || (storeCode && storeCodeOf(url.pathname) !== storeCode)) continue;
      const response = await cache.match(request);
      if (!response) continue;
      pages.push({
        url: path,
        title: titleOf(await response.text(), path),
        at: Date.parse(response.headers.get('date') ?? '') || 0,
      });
    }
  }
  return pages.sort((a, b) => b.at - a.at);
}

/**
 * Back online, the page reloads: the shopper gets the page they asked for, as it is. Not once they are leaving
 * for another page (a kept page's link, the back button): a reload then would cancel the page they chose. A
 * navigation starts with `beforeunload`; `pageshow` is this page coming back (from the back-forward cache).
 * Chromium has been seen to fire `online` as a link's navigation starts while `navigator.onLine` stays false
 * (under DevTools' offline emulation: the journey in offline.e2e.ts lost its click to that reload 1 run in 10).
 */
export function reloadWhenBackOnline(target: Window, reload: () => void): void {
  let leaving = false;
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  target.addEventListener('pageshow', () => {
    leaving = false;
  });
  target.addEventListener('online', () => {
    if (!leaving && target.navigator.onLine) reload();
  });
}

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function showOfflinePage(): Promise<void> {
  const storeCode = storeCodeOf(location.pathname);
  const language = shopLanguage(storeCode?.split('-')[0] ?? 'en');
  const messages = await loadMessages(language).catch(() => ({}));
  const intl = createIntl({ locale: language, defaultLocale: 'en', messages, onError: () => {} });
  const brand = element('offline').querySelector('.offline__brand')?.textContent ?? '';
  document.documentElement.lang = language;
  document.title = intl.formatMessage(offlineMessages.documentTitle, { brand });
  element('offline-title').textContent = intl.formatMessage(offlineMessages.title);
  element('offline-intro').textContent = intl.formatMessage(offlineMessages.intro);
  element('offline-seen-title').textContent = intl.formatMessage(offlineMessages.seenTitle);
  const retry = element<HTMLButtonElement>('offline-retry');
  retry.textContent = intl.formatMessage(offlineMessages.retry);
  retry.addEventListener('click', () => location.reload());
  reloadWhenBackOnline(window, () => location.reload());

  const pages =
    'caches' in window ? await keptPages(storeCode, `${location.pathname}${location.search}`) : [];
  const list = element<HTMLUListElement>('offline-list');
  for (const page of pages) {
    const link = document.createElement('a');
    link.href = page.url;
    link.textContent = page.title;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  const empty = element('offline-empty');
  empty.textContent = intl.formatMessage(offlineMessages.noneSeen);
  empty.hidden = pages.length > 0;
  document.body.classList.add('offline--ready');
}

if (typeof document !== 'undefined' && document.getElementById('offline')) void showOfflinePage();
