import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Database } from '../../src/server/db/types';
import { ABANDONED_PAYMENT_MS, cancelAbandonedPayments } from '../../src/server/domain/payment/sweeper';
import { openTestDatabase } from '../../src/server/test-utils/test-db';
import { verifyContract } from '../../scripts/verify-contract/run';
import type { CheckResult, VerifyOptions } from '../../scripts/verify-contract/types';
import { plantMutations, type Mutation } from './mutations/plant';
import { MUTATIONS } from './mutations/catalogue';

/**
 * The verifier's own test: the reference server broken on purpose, one way at a time (wrong in behaviour while
 * right in shape, and a few shape breaches), must each be caught by the rule that names it; the same server
 * unbroken must pass every check. One database and one server for the file: the mutation is switched per test
 * through a plugin only this file registers (mutations/plant.ts), and each run takes only the scenarios the
 * mutation concerns (verifyContract's `only`).
 */

// The ERP token: with it the runs also check that an order takes its stock (and put the stock back).
const ERP_TOKEN = 'mutation-test-erp-token-0123456789';
const ENV: AppOptions['env'] = {
  validateResponses: false,
  secureCookies: false,
  gtmContainerId: null,
  logLevel: 'silent',
  nodeEnv: 'test',
  erpToken: ERP_TOKEN,
};
const DEMO = { email: 'anna.keller@example.com', password: 'Caseback-Demo-1' };

let db: Database;
let closeDb: () => Promise<void>;
let app: FastifyInstance;
let baseUrl: string;
const active: { mutation: Mutation | null } = { mutation: null };

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
  // Response validation off: the reference server would otherwise refuse to send what a mutation broke.
  app = await buildApp({ db, env: { ...ENV }, clientDir: '/nonexistent', logger: false });
  plantMutations(app, db, () => active.mutation);
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

// Each run as from a fresh client: the per-address limits would otherwise add up over the file's runs, and the
// earlier runs' unpaid orders are released as the payment sweeper would once their window has passed.
beforeEach(async () => {
  active.mutation = null;
  await db.query('delete from rate_limit');
  await cancelAbandonedPayments(db, new Date(Date.now() + ABANDONED_PAYMENT_MS + 60_000));
});

afterAll(async () => {
  await app?.close();
  await closeDb?.();
});

const runOptions = (m: Mutation): VerifyOptions => ({
  baseUrl,
  store: 'en-int',
  timeoutMs: 10_000,
  only: m.only,
  tokens: { erpToken: ERP_TOKEN },
  ...(m.signedIn ? DEMO : {}),
});
const describeCheck = (c: CheckResult) => `${c.operationId} ${c.label}: ${c.problem ?? ''}`;

// The unbroken server over each set of scenarios the mutations run (verifier-reference.test.ts runs the whole
// set): a mutation is only caught by its own rule if the same run passes without it.
const healthyRuns = new Map<string, Mutation>();
for (const m of MUTATIONS) healthyRuns.set(`${m.only.join(',')}${m.signedIn ? ' signed in' : ''}`, m);

describe('the unbroken server', () => {
  it.each(
    [...healthyRuns.values()].map((m) => [m.only.join(', '), m.signedIn ? ' signed in' : '', m] as const),
  )('passes with zero failures over %s%s', async (_only, _signedIn, m) => {
    const report = await verifyContract(runOptions(m));
    expect(report.checks.filter((c) => !c.passed).map(describeCheck)).toEqual([]);
    expect(report.checks.length).toBeGreaterThan(0);
  });
});

describe.each(MUTATIONS.map((m) => [m.name, m] as const))('a server that %s', (_name, mutation) => {
  it(`is caught: ${mutation.caughtBy.operationId} ${String(mutation.caughtBy.problem)}`, async () => {
    active.mutation = mutation;
    const report = await verifyContract(runOptions(mutation));
    const failed = report.checks.filter((c) => !c.passed);
    const { operationId, problem } = mutation.caughtBy;
    expect(failed.filter((c) => c.operationId === operationId && problem.test(c.problem ?? ''))).not.toEqual(
      [],
    );
  });
});
