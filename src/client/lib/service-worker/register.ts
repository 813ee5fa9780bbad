import type { Workbox } from 'workbox-window';
import { PAGE_SEEN_MESSAGE } from '../../sw/caches';
import { createShopUpdates } from './updates';
import { webAppManifestPath } from '../../../common/store-paths';

/*
 * The service worker's registration (README "Offline and updates"): in production builds only, unless built with
 * `SERVICE_WORKER=false` (then a worker an earlier build installed is removed). Never in jest or development.
 */
const enabled = (): boolean => process.env.NODE_ENV === 'production' && process.env.SERVICE_WORKER === 'true';

let workbox: Workbox | null = null;

/** The shop's update state: `app/layout/UpdateBanner` offers it, and applies it on the next page. */
export const shopUpdates = createShopUpdates({
  skipWaiting: () => workbox?.messageSkipWaiting(),
  reload: () => window.location.reload(),
});

export function startServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!enabled()) {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return;
  }
  // Workbox's window part (about 2 KB gzip) in a chunk of its own: the registration waits for `load` anyway.
  void import(/* webpackChunkName: "workbox-window" */ 'workbox-window').then(({ Workbox }) =>
    listenToWorker(new Workbox('/sw.js')),
  );
}

function listenToWorker(registered: Workbox): void {
  workbox = registered;
  // A new version waits (installed by this page or by another tab): offered, never forced.
  registered.addEventListener('waiting', () => shopUpdates.waiting());
  // The first install also takes control (clients.claim): only a worker replacing another is an update. Not
  // Workbox's `isUpdate`, which is about the page's load: a version may install and be replaced in one visit.
  let controlled = navigator.serviceWorker.controller !== null;
  registered.addEventListener('controlling', () => {
    if (controlled) shopUpdates.controlling();
    controlled = true;
  });
  // Registered once the page has loaded (Workbox waits for `load`), so it never competes with the first paint.
  void registered.register();
}

/**
 * The head's manifest link for this store (`/manifest.webmanifest?store=fr-ch`): an installed shop opens on the
 * store it was installed from, with its language. The server's page names it already; a page it did not (a
 * development shell) gets it here. Only a different link is written: Chromium fetches the manifest again on
 * every write, even of the same address.
 */
export function linkStoreManifest(storeCode: string | null): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link || !storeCode) return;
  const href = webAppManifestPath(storeCode);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Tells the worker the page now shown (the app routed to it in the browser, so the worker saw no navigation):
 * it keeps that page too, so what the shopper has seen opens offline and is listed on the offline page.
 */
let lastSeen: string | null = null;
export function notePageSeen(): void {
  if (!enabled() || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const url = window.location.href;
  if (url === lastSeen) return;
  lastSeen = url;
  navigator.serviceWorker.controller?.postMessage({ type: PAGE_SEEN_MESSAGE, url });
}
