#!/usr/bin/env node
// `npm test`: everything CI checks, in the order that fails fastest. Static checks, unit and integration tests
// (PGlite, then PostgreSQL when one is reachable), a production build, then the contract verifier and the
// browser journeys against a freshly started reference server on a temporary DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { ensureBuilt, root, run } from './lib/build.mjs';
import { findOrInstallBrowser, launchSharedBrowser } from './lib/browser.mjs';
import { journeyFilesByGroup, runJourneys } from './lib/journeys.mjs';
import { runInLanes } from './lib/lanes.mjs';
import { freePort, startServer } from './lib/server-process.mjs';
import { isStillSignedIn, signIn } from './lib/restart-check.mjs';
import { buildVerifierPackage } from './verify-contract/package/build.mjs';
import { installedPackages, npxVerifier, packVerifier } from './verify-contract/package/install.mjs';

const bin = (name) => join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };
const artifacts = join(root, 'test-artifacts');
mkdirSync(artifacts, { recursive: true });
// Chromium, jest and ts-node leave files in /tmp: keep them in a folder of our own, removed at the end.
const scratch = mkdtempSync(join(tmpdir(), 'caseback-test-'));
const jestEnv = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
};

function step(title, fn) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = fn();
  const done = () => console.log(`   ${title}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result instanceof Promise) return result.then((v) => (done(), v));
  done();
  return result;
}

function jest(name, args, env = {}) {
  const report = join(scratch, `${name}.json`);
  try {
    run(bin('jest'), [...args, '--json', `--outputFile=${report}`], { ...jestEnv, ...env });
  } finally {
    countReport(report);
  }
}

/** Adds a jest JSON report's counts to the summary; a missing or unreadable report counts as a failure. */
function countReport(report) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
  } catch {
    totals.failed += 1;
  }
}

function postgresReachable() {
  if (process.env.TEST_DATABASE_URL) return Promise.resolve(process.env.TEST_DATABASE_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve('postgres://postgres@127.0.0.1:5432/postgres');
    });
    socket.once('error', () => resolve(null));
    socket.once('timeout', () => (socket.destroy(), resolve(null)));
  });
}

async function main() {
  // Independent static checks, two at a time (each uses one core), the longest first.
  await step('Static checks (two at a time)', () =>
    runInLanes([
      { title: 'Type check (tsc, strict)', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
      { title: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
      { title: 'Format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
      {
        title: 'Generated code matches the contract',
        command: process.execPath,
        args: ['scripts/codegen.mjs', '--check'],
      },
      { title: 'Contract lint (redocly)', command: bin('redocly'), args: ['lint', '--format', 'summary'] },
      {
        title: 'Analytics event catalogue matches the code (docs/analytics-events.md)',
        command: process.execPath,
        args: ['-r', 'ts-node/register', 'scripts/analytics-catalogue/cli.ts', '--check'],
      },
      {
        title: 'No source restates a contract fact or builds a store path',
        command: process.execPath,
        args: ['scripts/checks/contract-facts.mjs'],
      },
      {
        title: 'Message catalogue complete in every language and compiled (src/common/i18n)',
        command: process.execPath,
        args: ['scripts/i18n.mjs', '--check'],
      },
    ]),
  );
  const pgUrl = await postgresReachable();
  // The contract fuzz (every operation with hostile input, the longest server suite) runs once: on PostgreSQL,
  // the production path, when there is one; on PGlite otherwise.
  const fuzzOnPostgres = pgUrl ? ['--testPathIgnorePatterns', '/src/server/contract-fuzz\\.test\\.ts$'] : [];
  step('Unit and integration tests (jest: client + server on PGlite)', () =>
    jest('unit', ['--selectProjects', 'client', 'server', ...fuzzOnPostgres]),
  );
  if (pgUrl) {
    step(`Server tests on PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`, () =>
      jest('postgres', ['src/server', 'test/load', '--selectProjects', 'server', 'load'], {
        TEST_DATABASE_URL: pgUrl,
      }),
    );
  } else if (process.env.CI) {
    throw new Error(
      'CI expects PostgreSQL on 127.0.0.1:5432 (or TEST_DATABASE_URL) for the production-path tests.',
    );
  } else {
    console.log(
      '\n━━ PostgreSQL not reachable on 127.0.0.1:5432 and TEST_DATABASE_URL unset: server suite ran on PGlite only.',
    );
  }
  // Alone, after the suites: its steady load would otherwise slow their timed tests on two cores.
  step(`Soak: 24 s of open-loop shopper traffic (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () =>
    jest('soak', ['--selectProjects', 'soak'], pgUrl ? { TEST_DATABASE_URL: pgUrl } : {}),
  );
  await step('Production build (webpack + tsc + API reference)', () => ensureBuilt());
  // Bytes, not time: each page kind's first-view JavaScript against its budget (.size-limit.mjs).
  step('JavaScript budget per page kind (size-limit)', () => run(bin('size-limit'), []));
  step('Every message in the build compiled (no ICU parser in the browser)', () =>
    run(process.execPath, ['scripts/checks/compiled-messages.mjs']),
  );
  const browser = step('Browser for the journeys', () => findOrInstallBrowser());
  console.log(`   using ${browser}`);

  const dataDir = join(scratch, 'data');
  const server = await step('Start the reference server on a fresh DATA_DIR', async () => {
    const s = await startServer({ dataDir, port: await freePort() });
    console.log(`   ${s.url} answered /healthz after ${s.bootMs} ms (first start: migrate + seed)`);
    return s;
  });
  try {
    step('Contract verifier against the reference server', () => verifier(server.url, dataDir));
    step(
      'Contract verifier package (npm pack, npx --offline --package the tarball from an empty folder and cache, read-only run)',
      () => verifierPackage(server.url),
    );
    await step('Browser journeys (puppeteer + one Chromium, two groups at once)', async () => {
      const chromium = await launchSharedBrowser(browser);
      try {
        const env = {
          E2E_BASE_URL: server.url,
          E2E_DATA_DIR: dataDir,
          E2E_BROWSER_WS_ENDPOINT: chromium.wsEndpoint,
          E2E_ARTIFACTS: artifacts,
          TMPDIR: scratch,
        };
        const groups = journeyFilesByGroup().map((group, i) => ({
          ...group,
          report: join(scratch, `e2e-${i}.json`),
        }));
        const codes = await Promise.all(
          groups.map((group) =>
            runJourneys({ ...group, env, extraArgs: ['--json', `--outputFile=${group.report}`] }),
          ),
        );
        groups.forEach((group) => countReport(group.report));
        if (codes.some((code) => code !== 0)) throw new Error('Browser journeys failed (see above).');
      } finally {
        await chromium.stop();
      }
    });
    await step(
      'A restart keeps the data (session survives a stop and start on the same DATA_DIR)',
      async () => {
        await signIn(server.url, 'anna.keller@example.com', 'Caseback-Demo-1');
        await server.stop();
        const again = await startServer({ dataDir, port: await freePort() });
        try {
          const who = await isStillSignedIn(again.url);
          if (!who) throw new Error('After a restart the customer was signed out: data was lost.');
          console.log(
            `   still signed in as ${who} after the restart (${again.bootMs} ms to boot, no re-seed)`,
          );
          totals.passed += 1;
        } finally {
          await again.stop();
        }
      },
    );
  } finally {
    await server.stop();
  }
}

/** A verifier run's JSON report into the summary; a run that wrote none counts as one failure. */
function countVerifierReport(report) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.passed;
    totals.failed += json.failed;
  } catch {
    totals.failed += 1;
  }
}

function verifier(url, dataDir) {
  const report = join(scratch, 'verifier.json');
  // The ERP token the server wrote at first boot: with it the run also checks that an order takes its stock
  // (and puts the stock back). By environment, not on the command line.
  const erpToken = readFileSync(join(dataDir, 'erp-token'), 'utf8').trim();
  try {
    run(
      process.execPath,
      [
        '-r',
        'ts-node/register',
        'scripts/verify-contract/cli.ts',
        '--base-url',
        url,
        '--email',
        'anna.keller@example.com',
        '--password',
        'Caseback-Demo-1',
        '--json',
        report,
      ],
      { CASEBACK_ERP_TOKEN: erpToken },
    );
  } finally {
    countVerifierReport(report);
  }
}

/**
 * The package a backend team runs: built, packed, and run with the package README's one command
 * (`npx --package ./the.tgz caseback-verify-contract`) from an empty folder, offline, with an npm cache that
 * starts empty (its dependencies are bundled), holding nothing but its runtime dependencies; read-only (with the
 * demo account and another seeded one as the second customer, four lanes at once) against the same server,
 * writing both CI reports. The full run above registers its second customer instead.
 */
function verifierPackage(url) {
  buildVerifierPackage();
  const tarball = packVerifier(join(scratch, 'verifier-tarball'));
  const dir = join(scratch, 'verifier-npx');
  const report = join(scratch, 'verifier-package.json');
  try {
    // prettier-ignore
    const code = npxVerifier(tarball, dir, ['--base-url', url, '--read-only', '--email', 'anna.keller@example.com',
      '--second-email', 'kenji.sato@example.com', '--concurrency', '4', '--quiet', '--json', report,
      '--junit', join(scratch, 'verifier-package.xml')], {
      CASEBACK_VERIFY_PASSWORD: 'Caseback-Demo-1',
      CASEBACK_VERIFY_SECOND_PASSWORD: 'Caseback-Demo-1',
    });
    if (code !== 0) throw new Error(`npx --package ${tarball} caseback-verify-contract exited with ${code}`);
  } finally {
    countVerifierReport(report);
  }
  const installed = installedPackages(dir)
    .map((p) => p.replace(/@[^@]+$/, ''))
    .sort();
  const expected = [
    '@caseback/verify-contract',
    'ajv',
    'ajv-formats',
    'fast-deep-equal',
    'fast-uri',
    'json-schema-traverse',
    'require-from-string',
    'yaml',
  ];
  if (installed.join() !== expected.join()) {
    throw new Error(`npx installed ${installed.join(', ')} instead of ${expected.join(', ')}`);
  }
  console.log(`   ${tarball} run with npx offline from an empty cache: ${installed.length} packages`);
}

main()
  .then(() => {
    console.log(`\nAll checks passed.\nSummary: ${totals.passed} passed, ${totals.failed} failed`);
  })
  .catch((err) => {
    console.error(`\n✘ ${err.message}`);
    console.log(`\nSummary: ${totals.passed} passed, ${Math.max(1, totals.failed)} failed`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(scratch, { recursive: true, force: true }));
