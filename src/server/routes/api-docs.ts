import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { API_DOCS_CSP } from '../plugins/security-headers';

/** Where the shop serves the API reference: the folder's path, as a static host serves a folder's index. */
export const API_DOCS_PATH = '/docs/';

/**
 * The API reference that `npm run docs` builds (scripts/docs/build.mjs, into `build/docs/` beside the client):
 * Redoc over the bundled contract. `/docs` moves to `/docs/`, whose page loads its files by relative URLs (the
 * same site works on any static host, under any folder). The page answers with a policy of its own
 * (API_DOCS_CSP); its files are served as they are, revalidated on every load (their names carry no hash).
 * Outside the store codes, so the page shell never answers here; robots.txt keeps crawlers out (README).
 */
export async function apiDocsRoutes(app: FastifyInstance, docsDir: string): Promise<void> {
  const indexPath = join(docsDir, 'index.html');
  app.get('/docs', async (request, reply) => {
    const query = request.url.slice('/docs'.length);
    return reply.redirect(`${API_DOCS_PATH}${query}`, 301);
  });
  app.get(API_DOCS_PATH, async (_request, reply) => {
    // Read on every load: `npm run docs` while the server runs shows at the next reload.
    const html = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    if (!html) {
      throw new HttpError(
        503,
        'service_unavailable',
        'The API reference is not built yet: run `npm run docs`.',
      );
    }
    return reply
      .header('Content-Security-Policy', API_DOCS_CSP)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
  if (!existsSync(docsDir)) return;
  await app.register(fastifyStatic, {
    root: docsDir,
    prefix: API_DOCS_PATH,
    decorateReply: false,
    index: false,
    // The page itself is `/docs/`, with its policy; under its file name it would get the default one and break.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (reply) => void reply.header('Cache-Control', 'no-cache'),
  });
}
