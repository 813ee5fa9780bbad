import { storePaths } from '../../common/store-paths';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BRAND } from '../../../config/stores';
import { defineMessages } from '../../common/i18n/define-messages';
import { storeIntl } from '../domain/i18n/store-intl';
import { projectRoot } from '../lib/paths';
import type { StoreRegistry } from '../domain/store/store-registry';
import { OFFLINE_PAGE_CSP } from './security-headers';

/*
 * What the offline service worker needs from the server (README "Offline and updates"): the worker at the root
 * (its scope is the whole shop), the offline page it precaches, and the web app manifest with its icons, so the
 * shop installs on a phone. The pages and their assets are spa.ts's.
 */

const messages = defineMessages({
  // The installed shop's description (the web app manifest's, shown by some install dialogs).
  manifestDescription: {
    id: 'offline.manifestDescription',
    defaultMessage: 'Mechanical watches, collections and straps from the house.',
  },
});

/** The house's colours (src/client/app/styles/theme.css): the ivory the shell paints first. */
const THEME = { background: '#f7f4ef', theme: '#f7f4ef' };

const ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;
/** Made by scripts/icons/make-icons.mjs. */
const ICON_DIR = join(projectRoot(), 'src/server/assets/brand');

/**
 * Served instead of the worker when SERVICE_WORKER=false: a browser that installed the worker replaces it with
 * this one on its next check, which empties the shop's caches and unregisters itself.
 */
export const RETIRING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => /^(caseback-|workbox-)/.test(n)).map((n) => caches.delete(n))))
      .then(() => self.registration.unregister()),
  );
});
`;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: string }[];
}

/** The manifest of a store: the installed shop opens on that store's home page, in its language. */
export function webAppManifest(store: {
  code: string;
  languageCode: string;
  locale: string;
}): WebAppManifest {
  const start = storePaths.home(store.code);
  return {
    id: start,
    name: BRAND.name,
    short_name: BRAND.name,
    description: storeIntl(store).formatMessage(messages.manifestDescription),
    lang: store.languageCode,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: THEME.background,
    theme_color: THEME.theme,
    icons: ICONS.map((icon) => ({
      src: `/media/brand/${icon.file}`,
      sizes: icon.sizes,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

export interface ServiceWorkerOptions {
  /** Directory of the built client (sw.js and offline.html beside index.html). */
  clientDir: string;
  stores: StoreRegistry;
  /** SERVICE_WORKER: off, /sw.js answers the retiring worker. */
  enabled: boolean;
  /** Read the built files once (production) rather than on every request (a rebuild shows at once). */
  cacheFiles: boolean;
}

export function registerServiceWorker(
  app: FastifyInstance,
  { clientDir, stores, enabled, cacheFiles }: ServiceWorkerOptions,
): void {
  const kept = new Map<string, string | null>();
  const built = (file: string): string | null => {
    if (cacheFiles && kept.has(file)) return kept.get(file) ?? null;
    const path = join(clientDir, file);
    const text = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (cacheFiles) kept.set(file, text);
    return text;
  };
  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('application/json')
      .send({ message: 'The storefront is not built yet: run `npm run build`.' });

  // Always checked with the server (no-cache): browsers look for a new version on every page load, and a
  // deploy's worker must reach them at once. The scope is the whole shop, which the root path gives already.
  app.get('/sw.js', async (_request, reply) => {
    const source = enabled ? built('sw.js') : RETIRING_WORKER;
    if (source === null) return notBuilt(reply);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/')
      .type('application/javascript; charset=utf-8')
      .send(source);
  });

  app.get('/offline.html', async (_request, reply) => {
    const html = built('offline.html');
    if (html === null) return notBuilt(reply);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', OFFLINE_PAGE_CSP)
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.get<{ Querystring: { store?: string } }>('/manifest.webmanifest', async (request, reply) => {
    const store = stores.find(String(request.query.store ?? '')) ?? stores.find(stores.defaultStoreCode);
    if (!store) return reply.code(404).send();
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(store)));
  });

  for (const icon of ICONS) {
    const png = readFileSync(join(ICON_DIR, icon.file));
    app.get(`/media/brand/${icon.file}`, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(png),
    );
  }
}
