import { renderAsync } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { loadProductImageInput, parseMediaPath, renderProductSvg } from '../media';
import { HttpError, notFound } from '../lib/http-error';
import type { RouteDeps } from './deps';

/** Link previews (Open Graph, Twitter's large card) are 1.91:1; social networks do not show SVG. */
const SHARE = { width: 1200, height: 630, background: '#f7f4ef' } as const;

/** The product picture centred on the house's ivory, as one SVG for the rasteriser. */
function shareCanvas(productSvg: string): string {
  const side = SHARE.height;
  const x = (SHARE.width - side) / 2;
  const picture = Buffer.from(productSvg).toString('base64');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE.width}" height="${SHARE.height}">` +
    `<rect width="100%" height="100%" fill="${SHARE.background}"/>` +
    `<image x="${x}" y="0" width="${side}" height="${side}" href="data:image/svg+xml;base64,${picture}"/></svg>`
  );
}

/** Renditions are a few hundred KB each and costly to make (a second of CPU): the last 64 are kept. */
const renditions = new LRUCache<string, Promise<Buffer>>({ max: 64 });

/**
 * `/media/share/product/{sku}/{view}.png`: a product picture as a PNG link preview, the pages' og:image and
 * twitter:image. Rasterised by resvg on libuv's thread pool (renderAsync), not on the event loop.
 */
export function mediaShareRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Params: { sku: string; file: string } }>(
    '/media/share/product/:sku/:file',
    async (request, reply) => {
      const view = /^([a-z-]+)\.png$/.exec(request.params.file)?.[1];
      const parsed = view ? parseMediaPath(`${request.params.sku}/${view}.svg`) : null;
      if (!parsed) throw new HttpError(400, 'validation_failed', 'Unknown picture path.', 'path');
      const key = `${parsed.sku}/${parsed.view}`;
      let png = renditions.get(key);
      if (!png) {
        const input = await loadProductImageInput(db, parsed.sku, parsed.view);
        if (!input) throw notFound(`No product with SKU ${parsed.sku}.`);
        png = renderAsync(shareCanvas(renderProductSvg(input)), { font: { loadSystemFonts: true } }).then(
          (image) => image.asPng(),
        );
        renditions.set(key, png);
        png.catch(() => renditions.delete(key));
      }
      const bytes = await png;
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/png')
        .send(bytes);
    },
  );
}
