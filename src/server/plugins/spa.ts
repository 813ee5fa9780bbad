import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { newCspNonce, shellCsp, withNonce, type ShellCspOptions } from './security-headers';
import { storePaths } from '../../common/store-paths';
import { StoreCodeParameter } from '../../common/contract/facts.gen';

/** The rest of a path under a store code of the contract's shape (`/en-int/watches` -> `watches`), else null. */
function underStoreCode(path: string): string | null {
  const [root, code = '', ...rest] = path.split('/');
  return root === '' && StoreCodeParameter.pattern.test(code) ? rest.join('/') : null;
}

/** The shell in a store's language from its first byte (`<html lang="fr">`), before the script sets it. */
const withLanguage = (html: string, language: string | null): string =>
  language ? html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`) : html;

/**
 * Serves the built client: hashed assets under /static/ are immutable for a year; the HTML shell is never
 * cached and answers every store-scoped page (`/{store_code}/...`) so that client-side routes survive a reload.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string,
  defaultStoreCode: string,
  cacheShell: boolean,
  shell: ShellCspOptions = { tagManager: false },
  languageOf: (path: string) => string | null = () => null,
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
    // Store-scoped controllers (ajax, section load) are API routes, not pages; so is every contract operation
    // (the contract router names its routes' operationId), even when a browser navigates to it.
    if (/^(customer\/(ajax|section)|rest)\//.test(rest)) return;
    // So is a route that serves a file under a store code (the return label's PDF), marked `servesFile`.
    const { operationId, servesFile } = request.routeOptions.config;
    if (operationId || servesFile) return;
    if (!(request.headers.accept ?? '').includes('text/html')) return;
    const html = cached ?? readShell();
    if (!html) {
      throw new HttpError(
        503,
        'service_unavailable',
        'The storefront is not built yet: run `npm run build`.',
      );
    }
    // A fresh nonce per answer: only the shell's own scripts and styles carry it (see security-headers.ts).
    const nonce = newCspNonce();
    return reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', shellCsp(nonce, shell))
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8')
      .send(withNonce(withLanguage(html, languageOf(path)), nonce));
  });
}
