import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Database } from '../../src/server/db/types';
import { ABANDONED_PAYMENT_MS, cancelAbandonedPayments } from '../../src/server/domain/payment/sweeper';
import { openTestDatabase } from '../../src/server/test-utils/test-db';
import type { VerifyOptions } from '../../scripts/verify-contract/types';
import { buildBrokenApp } from './verifier-broken-app';

// The set-up the verifier-*.test.ts files that run the whole verifier share: each file opens one seeded
// database of its own and starts over it the servers it needs (the reference server, the broken one, both).

export const ROOT = join(__dirname, '../..');
export const ENV: AppOptions['env'] = {
  validateResponses: true,
  secureCookies: false,
  gtmContainerId: null,
  logLevel: 'silent',
  nodeEnv: 'test',
  erpToken: 'verifier-test-erp-token-0123456789abcdef',
  boutiqueToken: 'verifier-test-boutique-token-0123456789ab',
};
export const DEMO = { email: 'anna.keller@example.com', password: 'Caseback-Demo-1' };

export const options = (baseUrl: string, extra: Partial<VerifyOptions> = {}): VerifyOptions => ({
  baseUrl,
  store: 'en-int',
  timeoutMs: 10_000,
  ...extra,
});

/** The base URLs of the servers a file started; read them in tests and hooks, once the file's set-up ran. */
export interface VerifierServers {
  referenceUrl: string;
  brokenUrl: string;
}

/**
 * Registers the file's set-up and tear-down: one seeded database, and over it the reference server and/or the
 * broken one (verifier-broken-app.ts), whichever the file asks for. The whole set-up takes about 1.5 s: cheap
 * enough for each file to have its own.
 */
export function serveOverOneSeededDatabase(start: { reference: boolean; broken: boolean }): VerifierServers {
  const servers: VerifierServers = { referenceUrl: '', brokenUrl: '' };
  let db: Database;
  let closeDb: () => Promise<void>;
  let reference: FastifyInstance | undefined;
  let broken: FastifyInstance | undefined;

  beforeAll(async () => {
    ({ db, close: closeDb } = await openTestDatabase());
    if (start.reference) {
      reference = await buildApp({ db, env: { ...ENV }, clientDir: '/nonexistent', logger: false });
      servers.referenceUrl = await listen(reference);
    }
    if (start.broken) {
      broken = await buildBrokenApp(db, ENV);
      servers.brokenUrl = await listen(broken);
    }
  });

  // Each test is a verifier run of its own, as from another machine: the per-client limits would otherwise
  // count every run of the file against the one loopback address. A run's order is left unpaid, so the
  // earlier runs' orders are released by the sweeper as once their payment window has passed.
  beforeEach(async () => {
    await db.query('delete from rate_limit');
    await cancelAbandonedPayments(db, new Date(Date.now() + ABANDONED_PAYMENT_MS + 60_000));
  });

  afterAll(async () => {
    await reference?.close();
    await broken?.close();
    await closeDb?.();
  });

  return servers;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
