import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Database } from '../../src/server/db/types';

/**
 * The reference app with response validation off and a few deliberate contract (and checkout) breaches, each
 * of which verifier-broken.test.ts expects the verifier to name.
 */
export async function buildBrokenApp(database: Database, env: AppOptions['env']): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database,
    env: { ...env, validateResponses: false },
    clientDir: '/nonexistent',
    logger: false,
  });
  const keysSeen = new Set<string>();
  app.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const body = payload as Record<string, unknown> & {
      items?: { price?: { amount?: unknown } }[];
      total_segments?: { code: string; value: number }[];
    };
    switch (operationOf(request)) {
      case 'getGuestCartTotals': {
        const fee = body.total_segments?.find((s) => s.code !== 'subtotal' && s.code !== 'grand_total');
        if (fee) fee.value += 100;
        return body;
      }
      case 'placeGuestOrder': {
        // A replay answered as if it had placed another order.
        const key = String(request.headers['idempotency-key']);
        if (keysSeen.has(key)) body.increment_id = `${String(body.increment_id)}9`;
        keysSeen.add(key);
        return body;
      }
      default:
        return payload;
    }
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const op = operationOf(request);
    // The catalogue reads answer JSON they serialised themselves (no preSerialization): break their text.
    if (reply.statusCode === 200 && typeof payload === 'string') {
      if (op === 'listCategoryProducts') {
        const { total_count: _dropped, ...rest } = JSON.parse(payload) as Record<string, unknown>;
        return JSON.stringify(rest);
      }
      if (op === 'searchProducts') {
        const body = JSON.parse(payload) as { items: { price?: { amount?: unknown } }[] };
        const first = body.items[0];
        if (first?.price) first.price.amount = String(first.price.amount);
        return JSON.stringify(body);
      }
    }
    if (op === 'getProductByUrlKey' && reply.statusCode === 404) reply.code(200);
    if (op === 'getStoreConfig') reply.header('content-type', 'text/html; charset=utf-8');
    return payload;
  });
  return app;
}

function operationOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.config as { operationId?: string }).operationId;
}
