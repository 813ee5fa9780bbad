import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HERO_VARIANTS,
  isStoryScene,
  loadProductImageInput,
  parseMediaPath,
  renderBrandLogoSvg,
  renderGiftBoxSvg,
  renderHeroSvg,
  renderProductSvg,
  renderStorySvg,
} from '../media';
import { HttpError, notFound } from '../lib/http-error';
import type { RouteDeps } from './deps';
import { videoMediaRoutes } from './media-video';

const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1b1b1b"/>' +
  '<circle cx="32" cy="32" r="20" fill="none" stroke="#c9a96e" stroke-width="3"/>' +
  '<path d="M32 18v14l9 6" stroke="#f7f4ef" stroke-width="3.5" stroke-linecap="round" fill="none"/></svg>';

/** Rendered pictures are cached by path; the catalogue's pictures are few and small. */
const MAX_CACHED = 5000;
const cache = new Map<string, { svg: string; etag: string }>();

function remember(key: string, svg: string) {
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  const entry = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
  cache.set(key, entry);
  return entry;
}

function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { svg: string; etag: string },
  maxAge: number,
) {
  reply
    .header('Cache-Control', `public, max-age=${maxAge}`)
    .header('ETag', entry.etag)
    .header('X-Content-Type-Options', 'nosniff')
    // An SVG opened on its own must not run anything.
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(entry.svg);
}

/** Generated imagery: product pictures by SKU and view, the brand logo, the home page's heroes and stories. */
export function mediaRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Params: { sku: string; file: string } }>(
    '/media/catalog/product/:sku/:file',
    async (request, reply) => {
      const key = `${request.params.sku}/${request.params.file}`;
      const parsed = parseMediaPath(key);
      if (!parsed) throw new HttpError(400, 'validation_failed', 'Unknown picture path.', 'path');
      const entry =
        cache.get(key) ??
        (await (async () => {
          const input = await loadProductImageInput(db, parsed.sku, parsed.view);
          if (!input) throw notFound(`No product with SKU ${parsed.sku}.`);
          return remember(key, renderProductSvg(input));
        })());
      return sendSvg(request, reply, entry, 86_400);
    },
  );

  app.get('/media/brand/logo.svg', async (request, reply) =>
    sendSvg(request, reply, cache.get('logo') ?? remember('logo', renderBrandLogoSvg()), 86_400),
  );
  app.get('/media/brand/favicon.svg', async (request, reply) =>
    sendSvg(request, reply, cache.get('favicon') ?? remember('favicon', FAVICON_SVG), 86_400),
  );
  app.get('/media/gift-box.svg', async (request, reply) =>
    sendSvg(request, reply, cache.get('gift-box') ?? remember('gift-box', renderGiftBoxSvg()), 86_400),
  );
  app.get<{ Params: { n: string } }>('/media/hero/:n', async (request, reply) => {
    const match = /^([1-9])\.svg$/.exec(request.params.n);
    const variant = match ? Number(match[1]) : 0;
    if (!variant || variant > HERO_VARIANTS) throw notFound('No such hero picture.');
    const key = `hero/${variant}`;
    return sendSvg(request, reply, cache.get(key) ?? remember(key, renderHeroSvg(variant - 1)), 86_400);
  });
  app.get<{ Params: { file: string } }>('/media/stories/:file', async (request, reply) => {
    const scene = /^([a-z]+)\.svg$/.exec(request.params.file)?.[1] ?? '';
    if (!isStoryScene(scene)) throw notFound('No such story picture.');
    const key = `stories/${scene}`;
    return sendSvg(request, reply, cache.get(key) ?? remember(key, renderStorySvg(scene)), 86_400);
  });
  videoMediaRoutes(app);
}
