import type { FastifyInstance, FastifyReply } from 'fastify';
import { robotsTxt } from '../domain/seo/robots';
import { SITEMAP_INDEX_PATH, SitemapCache, storeSitemapPath } from '../domain/seo/sitemaps';
import { notFound } from '../lib/http-error';
import { shopOrigin, type RouteDeps } from './deps';

/** Crawlers come back daily at best: an hour of caching costs nothing and spares the server. */
const CACHE_CONTROL = 'public, max-age=3600';

const sendXml = (reply: FastifyReply, xml: string) =>
  reply
    .header('Content-Type', 'application/xml; charset=utf-8')
    .header('Cache-Control', CACHE_CONTROL)
    .header('X-Content-Type-Options', 'nosniff')
    .send(xml);

/**
 * robots.txt, the sitemap index and each store's sitemap: files beside the contract (like the media), not
 * operations of the storefront API. Every URL in them is absolute on PUBLIC_URL, never on the request's Host
 * (a forged Host would otherwise land in the cached files and in every crawler that reads them).
 */
export function seoRoutes(app: FastifyInstance, { db, stores, env }: RouteDeps): void {
  const origin = shopOrigin(env);
  const sitemaps = new SitemapCache(db, stores, origin);
  const robots = robotsTxt(origin);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(robots),
  );

  app.get(SITEMAP_INDEX_PATH, async (_request, reply) => sendXml(reply, (await sitemaps.files()).index));

  // `servesFile`: under a store code, yet a file, never the shop's page shell.
  app.get<{ Params: { storeCode: string } }>(
    storeSitemapPath(':storeCode'),
    { config: { servesFile: true } },
    async (request, reply) => {
      const xml =
        stores.find(request.params.storeCode) &&
        (await sitemaps.files()).stores.get(request.params.storeCode);
      if (!xml) throw notFound();
      return sendXml(reply, xml);
    },
  );
}
