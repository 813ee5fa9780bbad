import type { Handlers } from '../contract/handler-types';
import { HttpError } from '../lib/http-error';
import type { RouteDeps } from './deps';

export function healthRoutes(deps: RouteDeps): Handlers {
  return {
    getHealth: async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await deps.db.query('select 1');
      } catch {
        throw new HttpError(503, 'service_unavailable', 'The database is not reachable.');
      }
      return {
        status: 'ok',
        database: deps.db.driver,
        version: deps.version,
        uptime_s: Math.floor((Date.now() - deps.startedAt) / 1000),
      };
    },
  };
}
