import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { HttpError } from '../lib/http-error';
import { newCspNonce, shellCsp, withNonce, type ShellCspOptions } from './security-headers';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { storePaths, webAppManifestPath } from '../../common/store-paths';
import { parseStorePage, type StorePage } from '../../common/store-page';
import { StoreCodeParameter } from '../../common/contract/facts.gen';
import { listOperations } from '../../common/contract/operations';
import type { PageRenderer } from './server-render/page-renderer';
import { renderOrShell } from './server-render/render-or-shell';
import type { PageCache } from './server-render/page-cache';
import type { CriticalCssInliner } from './server-render/critical-css';
import { compressPage, pageEncoding } from '../lib/compress-page';
import { ifNoneMatchHits, pageEtag } from '../lib/page-etag';

/** The rest of a path under a store code of the contract's shape (`/en-int/watches` -> `watches`), else null. */
function underStoreCode(path: string): string | null {
  const [root, code = '', ...rest] = path.split('/');
  return root === '' && StoreCodeParameter.pattern.test(code) ? rest.join('/') : null;
}

const STORE_SCOPED = '/{store_code}/';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The contract's store-scoped operations as patterns of the path below the store code, whatever their method:
 * a GET of a path that only has a POST (`contact/index/post`) is an API path too, and keeps its JSON 404
 * (unless the router has a page there).
 */
const OPERATION_PATHS = listOperations()
  .filter((op) => op.path.startsWith(STORE_SCOPED))
  .map((op) => {
    const pattern = op.path
      .slice(STORE_SCOPED.length)
      .split(/(\{[^}]+\})/)
      .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : escaped(part)))
      .join('');
    return new RegExp(`^${pattern}$`);
  });

/**
 * The status of a page: the shell answers 200 or 404 (where the client renders its not-found page), or the page
 * moved (a product or category whose URL key changed) and answers a permanent redirect to its new path.
 */
export type PageStatus = 200 | 404 | { movedTo: string };
export type PageStatusOf = (
  storeCode: string,
  page: StorePage,
  log: FastifyBaseLogger,
) => Promise<PageStatus>;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const isJson = (type: string) => type === 'application/json' || /^application\/[^/]+\+json$/.test(type);

/**
 * Whether the client asks for JSON and nothing else: its Accept names a JSON type (`application/json`,
 * `application/{name}+json`) and no HTML type (`text/html`, `application/xhtml+xml`); a wildcard (any
 * type, `text/*`) names neither, and a type with `q=0` is refused, not named. Such a client (a script, a
 * `fetch` told to want JSON) keeps the JSON error of a path that has no API route; every other one (a
 * browser, curl's default of any type, no Accept at all) gets the page.
 */
export function wantsJsonOnly(accept: string | undefined): boolean {
  const named = (accept ?? '').split(',').flatMap((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((p) => /^q=0(\.0{0,3})?$/.test(p.replace(/\s+/g, '')));
    return type && !refused ? [type] : [];
  });
  return named.some(isJson) && !named.some((type) => HTML_TYPES.has(type));
}

/**
 * The store's web app manifest from the first byte (`?store=fr-ch`: an installed shop opens on that store, in
 * its language): Chromium reads the manifest the HTML names first, and fetches it again if a script changes it.
 * The production shell is minified (`<link rel=manifest href=/manifest.webmanifest>`, no quotes), the
 * development one is not: the link is found either way.
 */
export const withStoreManifest = (html: string, storeCode: string): string =>
  html.replace(
    /<link\s+rel=(?:"manifest"|manifest)\s+href=(?:"[^"]*"|[^\s>]+)/,
    `<link rel="manifest" href="${webAppManifestPath(storeCode)}"`,
  );

/** The shell in a store's language from its first byte (`<html lang="fr">`), before the script sets it. */
const withLanguage = (html: string, language: string | null): string =>
  language ? html.replace(/<html lang=("[^"]*"|[^\s>]*)/, `<html lang="${language}"`) : html;

export interface SpaOptions {
  /** Directory of the built client (index.html + static/). */
  clientDir: string;
  defaultStoreCode: string;
  /** Read the shell once (production) rather than on every page (a rebuild shows without a restart). */
  cacheShell: boolean;
  shell?: ShellCspOptions;
  /** The store's language of a path (`/fr-ch/…` -> `fr`), for `<html lang>` and the render's messages. */
  languageOf?: (path: string) => string | null;
  statusOf?: PageStatusOf;
  /** The server renderer; null or absent: the shell alone, rendered by the browser. */
  renderer?: PageRenderer | null;
  /** The shop's public origin, for absolute URLs in a rendered page's head. */
  origin?: string;
  /** A page's hreflang alternates, as head links. */
  alternatesOf?: (storeCode: string, page: StorePage) => Promise<string>;
  /** Rendered pages kept by URL (production); absent: every page is rendered for its answer. */
  pageCache?: PageCache | null;
  /** Gives a kept page its critical CSS inline, for the answers after the first. */
  criticalCss?: CriticalCssInliner | null;
}

/**
 * Where each answer's CSP nonce goes in a page made before the answer: pages are rendered (and kept) with
 * this in place of a nonce, which is then replaced by the answer's own. Random per process, so no text of
 * the catalogue can contain it.
 */
const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString('hex')}`;
const withAnswerNonce = (html: string, nonce: string) => html.split(NONCE_SLOT).join(nonce);

/**
 * Pages may be kept by the browser only (`private`): a shared cache would give every visitor the same nonce,
 * which the policy relies on being unguessable. Revalidated each time (`no-cache`) with the ETag: a 304 keeps
 * the stored copy with the nonce and the policy it came with (the 304 sends no policy of its own).
 */
const PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * Serves the built client: hashed assets under /static/ are immutable for a year; the HTML shell is never
 * cached and answers every store-scoped page (`/{store_code}/...`) so that client-side routes survive a reload,
 * with the page's real status (`statusOf`: 404 for an unknown store, product, category, story, boutique or
 * path, where the client renders its not-found page). With a renderer, a known store's page is rendered on the
 * server into the shell (see README "Server rendering"). GET and HEAD alike; see README "Page statuses".
 */
export async function registerSpa(
  app: FastifyInstance,
  {
    clientDir,
    defaultStoreCode,
    cacheShell,
    shell = { tagManager: false },
    languageOf = () => null,
    statusOf = async () => 200,
    renderer = null,
    origin = 'http://localhost:3000',
    alternatesOf = async () => '',
    pageCache = null,
    criticalCss = null,
  }: SpaOptions,
): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: join(clientDir, 'static'),
      prefix: '/static/',
      wildcard: true,
      index: false,
      // Source maps hold the whole client source: the build writes them outside this folder, and one that
      // ends up here anyway (an older build, a copied file) is still not served.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // The build's Brotli and gzip copies (config/webpack/compression.ts), sent as they are, with Vary.
      preCompressed: true,
      setHeaders: (reply) => void reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  }
  // Static data files made at build time (Japanese postal data: one {regionCode}.json per 3-digit code).
  const staticData = join(clientDir, '..', 'static-data');
  if (existsSync(staticData)) {
    await app.register(fastifyStatic, {
      root: staticData,
      prefix: '/static-data/',
      decorateReply: false,
      index: false,
      setHeaders: (reply) => void reply.header('Cache-Control', 'public, max-age=86400'),
    });
  }
  // In production the shell is read once; elsewhere on every page, so a rebuild shows without a restart.
  const readShell = () => (existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null);
  const cached = cacheShell && built ? readShell() : null;

  app.get('/', async (_request, reply) => reply.redirect(storePaths.home(defaultStoreCode), 302));
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/media/brand/favicon.svg', 301));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '';
    const rest = underStoreCode(path);
    if (rest === null) return;
    // Store-scoped controllers (Magento's `{module}/ajax/…`, section load) are API paths, not pages, with or
    // without a route; so is every contract operation (the contract router names its routes' operationId),
    // even when a browser navigates to it.
    if (/^([^/]+\/ajax|customer\/section|rest)\//.test(rest)) return;
    // So is a route that serves a file under a store code (the return label's PDF), marked `servesFile`.
    const { operationId, servesFile } = request.routeOptions.config;
    if (operationId || servesFile) return;
    if (wantsJsonOnly(request.headers.accept)) return;
    const storePage = parseStorePage(rest);
    // A controller's or an operation's path without a route for this method (a GET of a form post) is an API
    // path too; but a page of the router stays a page even where an operation posts to its path
    // (`straps/compatible`), hence only what falls to the catalogue route is looked up among the operations.
    if (storePage.kind === 'controller') return;
    if (storePage.kind === 'category' && OPERATION_PATHS.some((pattern) => pattern.test(rest))) return;
    const html = cached ?? readShell();
    if (!html) {
      throw new HttpError(
        503,
        'service_unavailable',
        'The storefront is not built yet: run `npm run build`.',
      );
    }
    const status = await statusOf(path.split('/')[1] ?? '', storePage, request.log);
    if (typeof status === 'object') {
      const query = request.url.slice(path.length);
      return reply.redirect(`${status.movedTo}${query}`, 301);
    }
    const storeCode = path.split('/')[1] ?? '';
    const language = languageOf(path);
    // The page with a slot for the nonce, from the cache or made now; a page is kept only when it was rendered
    // (an unknown store's shell and a failed render are not worth keeping) and found (a 404 is not cached, so
    // a product that appears is not hidden behind one).
    const cacheKey = `${status} ${request.url}`;
    let page = status === 200 ? pageCache?.get(cacheKey) : undefined;
    if (page) {
      reply.header('Server-Timing', 'cache;desc="hit"');
    } else {
      const since = pageCache?.generation ?? 0;
      const inStore = language ? withStoreManifest(withLanguage(html, language), storeCode) : html;
      const shellHtml = withNonce(inStore, NONCE_SLOT);
      // An unknown store renders nothing of its own (the browser moves to the default store). HEAD renders
      // too, so its headers (Content-Length) are those of GET.
      const rendered =
        renderer && language
          ? await renderOrShell(renderer, shellHtml, {
              url: request.url,
              origin,
              languageCode: language,
              nonce: NONCE_SLOT,
              log: request.log,
              alternates: () => alternatesOf(storeCode, storePage),
            })
          : null;
      if (rendered) reply.header('Server-Timing', rendered.serverTiming);
      const made = rendered?.html ?? shellHtml;
      page = { html: made, etag: pageEtag(made) };
      if (pageCache && rendered && !rendered.failed && status === 200) {
        const kept = page;
        pageCache.set(cacheKey, kept, since);
        void criticalCss?.inline(kept.html, NONCE_SLOT).then((html) => {
          if (html) pageCache.upgrade(cacheKey, kept, { html, etag: pageEtag(html) });
        });
      }
    }
    // The page's HTML is the same for every visitor (private data loads in the browser), but a JSON-only Accept
    // gets the API's answer at some of these paths: caches must key on Accept.
    reply
      .header('Cache-Control', PAGE_CACHE_CONTROL)
      .header('Vary', 'Accept, Accept-Encoding')
      .header('ETag', page.etag);
    if (status === 200 && ifNoneMatchHits(request.headers['if-none-match'], page.etag)) {
      return reply.code(304).send();
    }
    // A fresh nonce per answer: only the shell's own scripts and styles carry it (see security-headers.ts).
    const nonce = newCspNonce();
    reply
      .code(status)
      .header('Content-Security-Policy', shellCsp(nonce, shell))
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8');
    const answer = withAnswerNonce(page.html, nonce);
    // Compressed here: @fastify/compress hooks routes, and a page is answered before any route.
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const compressed = await compressPage(answer, encoding);
    return compressed && encoding
      ? reply.header('Content-Encoding', encoding).send(compressed)
      : reply.send(answer);
  });
}
