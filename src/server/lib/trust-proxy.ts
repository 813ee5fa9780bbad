import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../../../config/trust-proxy';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A list passes as it is. A hop count becomes a function: Fastify 5
 * ignores a plain number on purpose (it cannot tell a proxy from a client that connects directly and writes
 * its own X-Forwarded-For), so a hop count is only safe where the server can be reached through the proxies
 * alone; the README says so, and a list of proxy addresses has no such condition.
 */
export function fastifyTrustProxy(setting: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting ?? false;
  const hops = setting;
  // proxy-addr asks about each address from the socket outwards: hop 0 is the peer, 1 the entry it appended…
  return (_address: string, hop: number) => hop < hops;
}
