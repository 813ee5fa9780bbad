import { join, relative } from 'node:path';

/**
 * Every test's time limit is a hang detector, not a speed assertion: speed is measured by the benchmarks
 * (`npm run bench:*`). CI machines are shared and often loaded (jest's 5 s default failed whole-page tests
 * that take 1 s quiet and over 5 s at a load average of 10), so every test gets 30 s, and findBy/waitFor
 * (client.setup.ts) give up well before that, so a wait that never ends still names what it waited for.
 */
export const DEFAULT_TEST_TIMEOUT_MS = 30_000;

/**
 * The files whose slowest test takes more than that by nature on a 2-core machine running 2 jest workers.
 * Keep the list short and the reasons true.
 */
export const SLOW_FILES: Record<string, { ms: number; why: string }> = {
  'src/client/features/store-locator/StoreLocatorPage.i18n.test.tsx': {
    ms: 60_000,
    why: "each page draws the world's countries as SVG in jsdom",
  },
  'src/client/features/store-locator/StoreLocatorPage.test.tsx': {
    ms: 60_000,
    why: "each list test draws the world's countries as SVG in jsdom",
  },
  'test/contract/verifier-cli.test.ts': {
    ms: 120_000,
    why:
      'the command test runs the CLI 4 times at once in child processes that compile its TypeScript at start, ' +
      'two of them full verifications with the behaviour checks (about 10 s quiet, over 45 s at a load of 25)',
  },
  'test/contract/verifier-reference.test.ts': {
    ms: 120_000,
    why:
      'each test is a whole verifier run against the reference server: the guest run takes 6 to 9 s alone, 8 to ' +
      '29 s with the command test or the broken-server run in the other worker (load average 4 to 6)',
  },
  'test/contract/verifier-broken.test.ts': {
    ms: 120_000,
    why:
      'its set-up is a whole verifier run against the broken server: 12 to 21 s with another verifier file in ' +
      'the other worker (load average 4 to 6)',
  },
  'src/server/db/one-process-per-data-dir.test.ts': {
    ms: 90_000,
    why:
      'starts three real server processes on a data directory written to disk, after transpiling the ' +
      "server's sources when they changed (18 s, 35 to 45 s with the transpile; load average 9 to 16)",
  },
  'test/load/cluster.test.ts': {
    ms: 90_000,
    why:
      'starts two real server processes on one PostgreSQL database, then a cluster of three, after ' +
      "transpiling the server's sources when they changed (15 to 32 s at a load average of 10 to 12)",
  },
  'test/load/shopper-traffic.soak.ts': {
    ms: 90_000,
    why: 'drives 24 s of open-loop traffic by design, then waits for every answer (about 26 s quiet)',
  },
};

/** Gives the running test file its time limit (called by the projects' setup files). */
export function applyTestTimeout(): void {
  const file = relative(join(__dirname, '../..'), expect.getState().testPath ?? '')
    .split('\\')
    .join('/');
  const slow = SLOW_FILES[file];
  jest.setTimeout(slow?.ms ?? DEFAULT_TEST_TIMEOUT_MS);
}
