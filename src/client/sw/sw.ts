/// <reference lib="webworker" />
/*
 * The shop's service worker (built by workbox-webpack-plugin's InjectManifest into build/client/sw.js, served at
 * /sw.js by src/server/plugins/service-worker.ts). What it does with each request is decided by routing.ts;
 * README "Offline and updates" tells the whole design.
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { mayKeep, routeOf, type RouteKind } from './routing';
import {
  CATALOGUE_CACHE_PREFIX,
  IMAGES_CACHE,
  OFFLINE_PAGE_URL,
  PAGES_CACHE_PREFIX,
  PAGE_SEEN_MESSAGE,
  SKIP_WAITING_MESSAGE,
  buildVersion,
} from './caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const manifest = self.__WB_MANIFEST;
const version = buildVersion(manifest);
const pagesCache = `${PAGES_CACHE_PREFIX}${version}`;
const catalogueCache = `${CATALOGUE_CACHE_PREFIX}${version}`;

/** How long a page may take before the kept copy answers instead (a slow train, a weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 3600;

// The shell's scripts, styles, fonts and the offline page, by content hash; older builds' entries go.
cleanupOutdatedCaches();
precacheAndRoute(manifest);

/** Only answers that may be kept are (routing.ts `mayKeep`): a 200 the server did not mark no-store. */
const keepOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
};

const when =
  (kind: RouteKind) =>
  ({ request, url }: { request: Request; url: URL }) =>
    routeOf({
      url,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      origin: self.location.origin,
    }) === kind;

const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // Pages vary on Accept (a JSON-only client gets the API's answer there); a navigation always asks for HTML.
  matchOptions: { ignoreVary: true },
  plugins: [keepOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * DAY })],
});
registerRoute(when('navigation'), pages);
registerRoute(when('navigation-private'), new NetworkOnly());
registerRoute(
  when('catalogue'),
  new StaleWhileRevalidate({
    cacheName: catalogueCache,
    plugins: [keepOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY })],
  }),
);
registerRoute(
  when('image'),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      keepOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// A page that neither the network nor the cache can answer gets the offline page (in the store's language,
// listing the pages kept); anything else fails as it would without a worker.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
});

/**
 * Keeps a page the shopper has seen without a navigation this worker answered: the page it was installed from
 * (the first visit), or one the app routed to in the browser. Fetched once, as a navigation would (HTML, the
 * same cache and limits); a page kept already is refreshed by the next real navigation instead.
 */
function keepSeenPage(url: string, event: ExtendableEvent): Promise<void> | undefined {
  const parsed = new URL(url, self.location.origin);
  const facts = { url: parsed, method: 'GET', mode: 'navigate', destination: 'document' };
  if (routeOf({ ...facts, origin: self.location.origin }) !== 'navigation') return undefined;
  return caches
    .open(pagesCache)
    .then((cache) => cache.match(parsed.href, { ignoreVary: true }))
    .then(async (known) => {
      if (known) return;
      const request = new Request(parsed.href, {
        headers: { Accept: 'text/html' },
        credentials: 'same-origin',
      });
      await pages.handle({ event, request });
    })
    .catch(() => undefined);
}

// Takes over only when a page asks (the shopper pressed 'Refresh', or moved on to another page): a page never
// runs its old scripts against a worker that has dropped their chunks.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  if (data?.type === PAGE_SEEN_MESSAGE && typeof data.url === 'string') {
    const kept = keepSeenPage(data.url, event);
    if (kept) event.waitUntil(kept);
  }
});

// Once in charge, the pages and catalogue answers of older builds go (see caches.ts).
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                (name.startsWith(PAGES_CACHE_PREFIX) && name !== pagesCache) ||
                (name.startsWith(CATALOGUE_CACHE_PREFIX) && name !== catalogueCache),
            )
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim())
      // The pages open when the worker arrived (the first visit) were loaded without it: kept now.
      .then(() => self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
      .then((clients) => Promise.all(clients.map((client) => keepSeenPage(client.url, event)))),
  );
});
