import { createHash, randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { mapTileOrigin, type MapTiles } from '../../../config/map-tiles';

/**
 * Headers every answer carries (@fastify/helmet): `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * a `Referrer-Policy`, and HSTS when the shop is served over TLS. Content-Security-Policy is per kind of page
 * (below): the shell's, the server-rendered pages', and a strict default for any other HTML.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { tls: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    // Set per page below: the shell needs a nonce per answer, the server's own pages hashes of their styles.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    // Over plain http (a demo on localhost) HSTS is ignored at best, and sticks to the name at worst.
    strictTransportSecurity: options.tls ? { maxAge: 180 * 24 * 3600 } : false,
    // Product images are also shown by mail clients and webmail on other origins.
    crossOriginResourcePolicy: false,
  });
  // Any HTML that has no policy of its own (an error page, a future page) gets the strictest one.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', DEFAULT_HTML_CSP);
    }
    return payload;
  });
}

const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** What every page's policy holds, whatever else it allows: no plugins, no <base>, never framed. */
const LOCKED = { 'object-src': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'none'"] };

export const DEFAULT_HTML_CSP = policy({ 'default-src': ["'none'"], 'form-action': ["'none'"], ...LOCKED });

export const newCspNonce = (): string => randomBytes(16).toString('base64');

/** Hosts the product gallery embeds videos from (videoProviders.ts on the client). */
const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];
/** Where the tag manager, when one is configured, sends and loads from (its scripts come in by 'strict-dynamic'). */
const TAG_MANAGER = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

/** The https origins of configured script URLs other than the default tag host (paths on this shop need none). */
export function thirdPartyOrigins(scripts: {
  tagManagerScriptUrl: string;
  chatScriptUrl: string | null;
}): string[] {
  const origins = [scripts.tagManagerScriptUrl, scripts.chatScriptUrl]
    .filter((url): url is string => url !== null && url.startsWith('https://'))
    .map((url) => new URL(url).origin)
    .filter((origin) => !TAG_MANAGER.includes(origin));
  return [...new Set(origins)];
}

/**
 * The page shell's policy. Scripts: only those carrying this answer's nonce, and what they load
 * ('strict-dynamic': webpack's lazy chunks, the tag manager); 'self' is the fallback of browsers without
 * CSP 3. Styles: our stylesheets and the shell's nonced <style> elements; style attributes are allowed
 * (`style-src-attr`): a server-rendered page carries React's `style` props (react-slick's track widths, the
 * range slider's thumbs) as attributes, which hydration does not set again. An attribute cannot load a
 * stylesheet, and every value in one comes from React, which escapes it.
 */
export interface ShellCspOptions {
  tagManager: boolean;
  /**
   * Origins of the configured third-party scripts (a tag host other than the default, a chat provider): they
   * load by 'strict-dynamic' once consent is given, and may then connect, show images and frames from there.
   */
  thirdPartyOrigins?: readonly string[];
  /** The store locator's configured map tiles: their host may serve images (none: the bundled basemap). */
  mapTiles?: MapTiles | null;
}

export function shellCsp(nonce: string, options: ShellCspOptions): string {
  const origins = options.thirdPartyOrigins ?? [];
  const extra = [...(options.tagManager ? TAG_MANAGER : []), ...origins];
  const tiles = options.mapTiles ? [mapTileOrigin(options.mapTiles)] : [];
  return policy({
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...extra, ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra],
    'media-src': ["'self'"],
    'frame-src': [...VIDEO_FRAMES, ...origins],
    'form-action': ["'self'"],
    // The offline service worker (/sw.js) and the web app manifest: this origin only. Said explicitly, as
    // worker-src would otherwise fall back to script-src, where 'strict-dynamic' ignores 'self'.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...LOCKED,
  });
}

/**
 * The API reference's policy (`/docs/`, Redoc 2.5.2; measured in Chromium, test/e2e/api-docs.e2e.ts). Scripts
 * from this origin only: Redoc's bundle and the page's init file, no inline script, no eval. Styles: its
 * stylesheet and the two <style> elements Redoc inserts, by hash: styled-components' sheet, empty when inserted
 * (its rules are added through the CSSOM, which the policy does not govern, as are the `style` properties React
 * sets), and perfect-scrollbar's fixed CSS. The search index runs in a worker made from a blob: URL; its icons
 * are data: SVGs; the contract is fetched from here. A Redoc upgrade that changes a style shows up as a CSP
 * violation in the journey, with the new hash in Chromium's message.
 */
const REDOC_STYLES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", // '' (styled-components' sheet)
  "'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='", // perfect-scrollbar's CSS
];
export const API_DOCS_CSP = policy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", ...REDOC_STYLES],
  'img-src': ["'self'", 'data:'],
  'worker-src': ['blob:'],
  'connect-src': ["'self'"],
  'form-action': ["'none'"],
  ...LOCKED,
});

/**
 * The offline page's policy (build/client/offline.html, which the service worker answers when a page cannot
 * load): one script and one stylesheet of this origin, no inline code, so no nonce is needed and the same
 * precached copy is valid for every answer.
 */
export const OFFLINE_PAGE_CSP = policy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'manifest-src': ["'self'"],
  'form-action': ["'none'"],
  ...LOCKED,
});

/** The shell with this answer's nonce on each of its <script> and <style> elements. */
export const withNonce = (html: string, nonce: string): string =>
  html.replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy of a page the server renders itself (sandbox payment, development mailbox): no scripts at all,
 * its own <style> elements by hash, images and form posts to this origin only. `mailPreview`: the page
 * shows a mail in a sandboxed srcdoc frame, which inherits this policy, and mails style with attributes.
 */
export function serverPageCsp(html: string, options: { mailPreview?: boolean } = {}): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1] ?? ''));
  return policy({
    'default-src': ["'none'"],
    'style-src': options.mailPreview ? ["'unsafe-inline'"] : styles.length ? styles : ["'none'"],
    'img-src': ["'self'"],
    'form-action': ["'self'"],
    ...LOCKED,
  });
}
