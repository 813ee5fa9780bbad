import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import { listOperations, type ContractOperation } from '../../src/common/contract/operations';
import type { Database } from '../../src/server/db/types';
import { ABANDONED_PAYMENT_MS, cancelAbandonedPayments } from '../../src/server/domain/payment/sweeper';
import { openTestDatabase } from '../../src/server/test-utils/test-db';
import { EXIT } from '../../scripts/verify-contract/cli';
import { formatJunit } from '../../scripts/verify-contract/junit';
import { formatJson, formatText } from '../../scripts/verify-contract/report';
import { verifyContract } from '../../scripts/verify-contract/run';
import { flattenSteps } from '../../scripts/verify-contract/steps';
import type { CheckResult, Report, VerifyOptions } from '../../scripts/verify-contract/types';
import { SAFE_POSTS } from '../../scripts/verify-contract/read-only';
import { createScenarios } from './scenarios';
import { jsonReportErrors, junitErrors } from './report-schemas';

// One seeded database for the file; the reference and the broken server both run over it.

const ROOT = join(__dirname, '../..');
const ENV: AppOptions['env'] = {
  validateResponses: true,
  secureCookies: false,
  gtmContainerId: null,
  logLevel: 'silent',
  nodeEnv: 'test',
  erpToken: 'verifier-test-erp-token-0123456789abcdef',
  boutiqueToken: 'verifier-test-boutique-token-0123456789ab',
};
const DEMO = { email: 'anna.keller@example.com', password: 'Caseback-Demo-1' };

let db: Database;
let closeDb: () => Promise<void>;
let reference: FastifyInstance;
let broken: FastifyInstance;
let referenceUrl: string;
let brokenUrl: string;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
  reference = await buildApp({ db, env: { ...ENV }, clientDir: '/nonexistent', logger: false });
  broken = await buildBrokenApp(db);
  referenceUrl = await listen(reference);
  brokenUrl = await listen(broken);
});

// Each test is a verifier run of its own, as from another machine: the per-client limits would otherwise count
// every run of this file against the one loopback address. A run's order is left unpaid, so the earlier runs'
// orders are released by the sweeper as once their payment window has passed.
beforeEach(async () => {
  await db.query('delete from rate_limit');
  await cancelAbandonedPayments(db, new Date(Date.now() + ABANDONED_PAYMENT_MS + 60_000));
});

afterAll(async () => {
  await reference?.close();
  await broken?.close();
  await closeDb?.();
});

const options = (baseUrl: string, extra: Partial<VerifyOptions> = {}): VerifyOptions => ({
  baseUrl,
  store: 'en-int',
  timeoutMs: 10_000,
  ...extra,
});

/**
 * Contract breaches of the reference server itself, found by this verifier (see its report), as
 * `{operationId} {label}: {problem}`. Empty this list when the server is fixed; the tests fail until then if
 * it is emptied, and after if it is not.
 */
const KNOWN_BREACHES: string[] = [];
const describeCheck = (c: CheckResult) => `${c.operationId} ${c.label}: ${c.problem ?? ''}`;
const failures = (report: Report) => report.checks.filter((c) => !c.passed);
const unexpectedFailures = (report: Report) =>
  failures(report).filter((c) => !KNOWN_BREACHES.includes(describeCheck(c)));
/** The signed-in customer's operations: a 401 on the session. */
const needsSignIn = (op: ContractOperation) => op.usesSession && '401' in op.responses;
/** Integrations' operations (the ERP feed): the verifier has no token for them, so it checks their refusals only. */
const needsIntegrationToken = (op: ContractOperation) => !op.usesSession && '401' in op.responses;

/** Every operation has a check with valid input (when the run can make one) and one with invalid input. */
function expectCoverage(report: Report, signedIn: boolean): void {
  for (const op of listOperations()) {
    const own = report.checks.filter((c) => c.operationId === op.operationId);
    const valid = (!needsSignIn(op) || signedIn) && !needsIntegrationToken(op);
    expect({ op: op.operationId, valid: own.some((c) => /^2/.test(c.expected)) }).toEqual({
      op: op.operationId,
      valid,
    });
    // getHealth takes no input at all, so it has nothing to get wrong.
    if (op.operationId !== 'getHealth') {
      expect({ op: op.operationId, invalid: own.some((c) => /^4/.test(c.expected)) }).toEqual({
        op: op.operationId,
        invalid: true,
      });
    }
  }
}

describe('verify-contract against the reference server', () => {
  // Four independent scenarios at a time (the command's default is one, as the demo account's run below).
  it('passes every check as a guest, four scenarios at a time, covering every operation with valid and invalid input', async () => {
    const report = await verifyContract(options(referenceUrl, { concurrency: 4 }));
    expect(failures(report).map(describeCheck)).toEqual(KNOWN_BREACHES);
    // Without an account the customer's-cart operations are only refused (401, 403), and the report says so.
    expectCoverage(report, false);
    const refusals = report.checks.filter((c) => /without X-Requested-With/.test(c.label));
    // Only REST calls need the header (sign-out everywhere, a store-scoped post, is refused for its form key).
    const restNeedsSignIn = (op: ContractOperation) => needsSignIn(op) && op.path.startsWith('/rest/');
    expect(refusals.length).toBe(listOperations().filter(restNeedsSignIn).length);
    for (const check of refusals) expect(check.label).toContain('only the refusals are checked');
    // A budget that grows with the contract, so that a scenario looping on requests shows up.
    expect(report.requests).toBeLessThan(listOperations().length * 6);
    expect(formatText(report).split('\n').pop()).toBe(
      `${report.passed} passed, ${KNOWN_BREACHES.length} failed`,
    );
  });

  it('verifies sign-in, the signed-in sections, checkout and sign-out with the demo account', async () => {
    const report = await verifyContract(options(referenceUrl, DEMO));
    expect(failures(report).map(describeCheck)).toEqual(KNOWN_BREACHES);
    expectCoverage(report, true);
    const labels = report.checks.map((c) => `${c.operationId} ${c.label}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        `loginCustomer sign in as ${DEMO.email}`,
        'loadCustomerSections sections=customer after signing in',
        expect.stringMatching(
          new RegExp(`^placeMineOrder 1 × [A-Z0-9-]+ for ${DEMO.email.replace(/\./g, '\\.')}$`),
        ),
        'placeMineOrder again with the same Idempotency-Key: the same order',
        `logoutCustomer sign out ${DEMO.email}`,
        'loadCustomerSections sections=customer after signing out',
      ]),
    );
    // One guest order and one customer order, each read back from the success page's call.
    expect(labels.filter((l) => /^getLastOrder after placing \d+$/.test(l))).toHaveLength(2);
    // Within the verifier's request budget.
    expect(report.requests).toBeLessThan(listOperations().length * 8);
  });

  it('reports a wrong password as a failed sign-in, without failing the signed-in checks', async () => {
    // Only what a refused sign-in changes: the sections after it and the customer's order that needs it.
    const only = ['loginCustomer', 'loadCustomerSections', 'placeMineOrder'];
    const report = await verifyContract(
      options(referenceUrl, { ...DEMO, password: 'not-the-password', only }),
    );
    expect(unexpectedFailures(report).map((c) => `${c.operationId}: ${c.problem ?? ''}`)).toEqual([
      expect.stringMatching(/^loginCustomer: sign-in refused: /),
      'loadCustomerSections: is_logged_in must be true after signing in',
    ]);
    const refusal = report.checks.find(
      (c) => c.operationId === 'placeMineOrder' && /X-Requested-With/.test(c.label),
    );
    expect(refusal?.label).toContain('the sign-in was refused');
  });

  it('reports every operation without a scenario', async () => {
    const only = flattenSteps(createScenarios()).filter((s) => s.operationId === 'getHealth');
    const report = await verifyContract(options(referenceUrl, { scenarios: only }));
    const missing = listOperations()
      .map((op) => op.operationId)
      .filter((id) => id !== 'getHealth')
      .map((id) => `no scenario for operation ${id}`);
    expect(failures(report).map((c) => c.problem)).toEqual(missing);
  });

  it('refuses to expect a status the contract does not document for the operation', async () => {
    const report = await verifyContract(
      options(referenceUrl, {
        scenarios: [
          {
            operationId: 'getHealth',
            async run(t) {
              await t.ok('getHealth', 'liveness');
              await t.rejects('getHealth', 'a teapot', {}, { status: 418 });
            },
          },
        ],
      }),
    );
    const teapot = report.checks.find((c) => c.label === 'a teapot');
    expect(teapot).toMatchObject({ passed: false, actual: 'not sent' });
    expect(teapot?.problem).toContain('the contract documents no 418 for getHealth');
    expect(report.requests).toBe(1);
  });
});

describe('verify-contract modes', () => {
  it('read-only sends only GETs (but the two that delete) and the POSTs declared safe, and passes', async () => {
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return realFetch(input, init);
    });
    let report: Report;
    try {
      report = await verifyContract(options(referenceUrl, { ...DEMO, readOnly: true, concurrency: 3 }));
    } finally {
      spy.mockRestore();
    }
    expect(failures(report).map(describeCheck)).toEqual([]);
    expect(report).toMatchObject({ readOnly: true, requests: sent.length });
    const safePaths = listOperations()
      .filter((op) => op.operationId in SAFE_POSTS)
      .map((op) => new RegExp(`^POST ${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`));
    const writes = sent.filter((line) => !line.startsWith('GET ') && !safePaths.some((re) => re.test(line)));
    expect(writes).toEqual([]);
    expect(sent.filter((line) => /\/address\/delete\/|\/removewatch/.test(line))).toEqual([]);
    // The account was read (signed in) and the skipped writes say why.
    expect(report.checks.find((c) => c.operationId === 'getAccountOverview' && !c.skipped)?.passed).toBe(
      true,
    );
    expect(report.checks.find((c) => c.operationId === 'createGuestCart')).toMatchObject({
      skipped: true,
      problem: expect.stringMatching(
        /^read-only: not sent \(a POST that may change data; would expect 200\)$/,
      ),
    });
    expect(report.checks.find((c) => c.operationId === 'placeGuestOrder')).toMatchObject({
      skipped: true,
      problem: 'read-only: needs a guest cart (createGuestCart), which only a write creates',
    });
    expect(report.skipped).toBeGreaterThan(0);
  });

  it('--only runs the selected operations with what they need, and reports those', async () => {
    const report = await verifyContract(options(referenceUrl, { only: ['placeGuestOrder', 'getHealth'] }));
    expect(failures(report).map(describeCheck)).toEqual([]);
    const ran = new Set(report.checks.map((c) => c.operationId));
    expect([...ran]).toEqual(expect.arrayContaining(['getHealth', 'createGuestCart', 'placeGuestOrder']));
    for (const id of ['searchProducts', 'loginCustomer', 'postContactForm', 'registerCustomer'])
      expect(ran.has(id)).toBe(false);
    expect(report.only).toEqual(['placeGuestOrder', 'getHealth']);
  });

  it('with the integration tokens, checks that the ERP and boutique operations accept them (404s)', async () => {
    const tokens = { erpToken: ENV.erpToken!, boutiqueToken: ENV.boutiqueToken! };
    const only = ['setErpStockQty', 'decideBoutiqueReservation'];
    const report = await verifyContract(options(referenceUrl, { only, tokens }));
    expect(failures(report).map(describeCheck)).toEqual([]);
    const withToken = report.checks.filter((c) => /with the (ERP|boutique) token/.test(c.label));
    expect(withToken.map((c) => [c.operationId, c.label, c.actual.split(' ')[0]])).toEqual([
      ['setErpStockQty', 'with the ERP token, a SKU that does not exist', '404'],
      ['decideBoutiqueReservation', 'with the boutique token, a reservation that does not exist', '404'],
    ]);
    expect(withToken[0]?.request?.headers.authorization).toBe('Bearer <token>');
  });
});

describe('verify-contract against a server that breaks the contract', () => {
  let report: Report;
  beforeAll(async () => {
    report = await verifyContract(options(brokenUrl));
  });

  const problemsOf = (operationId: string) =>
    failures(report)
      .filter((c) => c.operationId === operationId)
      .map((c) => c.problem);

  it('names totals whose segments do not add up to the grand total', () => {
    expect(problemsOf('getGuestCartTotals')).toContainEqual(
      expect.stringMatching(/^grand_total \d+ is not the sum of the segments \(\d+\)$/),
    );
  });

  it('catches a second order where the same Idempotency-Key must answer the first', () => {
    expect(problemsOf('placeGuestOrder')).toContainEqual(
      expect.stringMatching(/^increment_id \S+ instead of \S+: a second order$/),
    );
  });

  it('names the missing total_count of listings', () => {
    expect(problemsOf('listCategoryProducts')).toContain('response.total_count is required');
  });

  it('names a price amount that became a string, with its JSON path', () => {
    expect(problemsOf('searchProducts')).toContain('response.items[0].price.amount must be integer');
  });

  it('catches 200 where the contract says 404 for an unknown product', () => {
    const check = failures(report).find((c) => /^unknown url_key no-such-product-/.test(c.label));
    expect(check?.operationId).toBe('getProductByUrlKey');
    expect(check?.problem).toBe('status 200 instead of 404');
    expect(check?.url).toMatch(new RegExp(`^${brokenUrl}/rest/en-int/V1/products/url-key/no-such-product-`));
  });

  it('catches an HTML content type', () => {
    expect(problemsOf('getStoreConfig')).toContain('content type text/html instead of application/json');
  });

  it('leaves the operations that were not broken passing', () => {
    const clean = [
      'getHealth',
      'listWebsites',
      'getCategoryTree',
      'loadCustomerSections',
      'loginCustomer',
      'logoutCustomer',
      // The cart and the checkout, though they discover their products from the broken listings.
      ...listOperations()
        .filter((op) => op.tags.includes('cart') || op.tags.includes('checkout'))
        .map((op) => op.operationId),
    ];
    const broken = ['getGuestCartTotals', 'placeGuestOrder', ...KNOWN_BREACHES.map((b) => b.split(' ')[0])];
    expect(clean.filter((id) => !broken.includes(id)).flatMap(problemsOf)).toEqual([]);
  });

  it('writes a JSON report valid against its schema and a JUnit report valid against the XSD', async () => {
    expect(jsonReportErrors(formatJson(report))).toEqual([]);
    expect(await junitErrors(formatJunit(report))).toEqual([]);
  });

  it('names for each failure the contract line it breaks and a curl command, secrets redacted', () => {
    const check = failures(report).find((c) => c.operationId === 'listCategoryProducts');
    expect(check?.contract).toMatchObject({ what: 'responses 200 of listCategoryProducts' });
    const yamlLine = readFileSync(join(ROOT, check!.contract!.file), 'utf8').split('\n')[
      check!.contract!.line - 1
    ];
    expect(yamlLine?.trim()).toBe("'200':");
    const sent = failures(report).find((c) => c.operationId === 'placeGuestOrder')?.request;
    expect(sent?.headers.cookie).toMatch(/^([a-z_]+=<[a-z_]+>)(; [a-z_]+=<[a-z_]+>)*$/);
    expect(sent?.body).toContain('"paymentMethod"');
  });

  it('prints one line per failure with the operation, the URL and what came', () => {
    const text = formatText(report);
    expect(text).toMatch(
      /✘ searchProducts GET http:\/\/127\.0\.0\.1:\d+\/rest\/en-int\/V1\/search\?q=[^ ]+ — q=.*: expected 200 application\/json ProductListing, got 200 application\/json: response\.items\[0\]\.price\.amount must be integer/,
    );
    expect(text.split('\n').pop()).toBe(`${report.passed} passed, ${report.failed} failed`);
  });
});

describe('the verify-contract command', () => {
  it('exits 0 when every check passes, 1 when one fails and 2 on usage errors', async () => {
    const closed = await closedPortUrl();
    const dir = mkdtempSync(join(tmpdir(), 'verifier-cli-'));
    const [json, junit] = [join(dir, 'report.json'), join(dir, 'report.xml')];
    const quietReports = ['--quiet', '--json', json, '--junit', junit];
    const [good, bad, unreachable, usage] = await Promise.all([
      // The whole contract runs in the tests above: here, enough to see the exit codes and the outputs.
      runCli(['--base-url', referenceUrl, '--only', 'getStoreConfig']),
      runCli(
        ['--base-url', brokenUrl, ...['--only', 'getStoreConfig', '--only', 'getHealth'], ...quietReports],
        {
          GITHUB_ACTIONS: 'true',
        },
      ),
      runCli(['--base-url', closed]),
      runCli(['--store', 'en-int']),
    ]);
    expect(good.code).toBe(EXIT.passed);
    expect(lastLine(good.stdout)).toMatch(/^[1-9]\d* passed, 0 failed$/);
    expect(bad.code).toBe(1);
    expect(lastLine(bad.stdout)).toMatch(/^\d+ passed, [1-9]\d* failed$/);
    // --quiet: no passed check is printed (getHealth passed); every failure is also a GitHub annotation on its
    // contract line.
    expect(bad.stdout).not.toContain('✔ getHealth');
    expect(bad.stdout).toMatch(
      /^::error title=getStoreConfig%3A [^\n]*,file=openapi\/store\.yaml,line=\d+::expected 200 application\/json StoreConfig, got 200 text\/html: content type text\/html instead of application\/json%0Arepeat: curl -i -X GET /m,
    );
    const written = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(`${written.passed} passed, ${written.failed} failed`).toBe(lastLine(bad.stdout));
    expect(written.checks.filter((c) => c.operationId === 'getHealth').every((c) => c.passed)).toBe(true);
    expect(written.checks.some((c) => c.operationId === 'getHealth')).toBe(true);
    expect(readFileSync(junit, 'utf8')).toContain(`failures="${written.failed}"`);
    rmSync(dir, { recursive: true, force: true });
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr.trim()).toBe(
      `Cannot reach ${closed}: connect ECONNREFUSED ${closed.slice('http://'.length)}`,
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--base-url is required');
  });
});

/** The reference app with response validation off and a few deliberate contract (and checkout) breaches. */
async function buildBrokenApp(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database,
    env: { ...ENV, validateResponses: false },
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

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A URL nobody listens on: a port the OS just handed out and took back. */
async function closedPortUrl(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real command line in a child process: async, because the servers answer from this process. */
function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', 'ts-node/register', 'scripts/verify-contract/cli.ts', ...args],
      { cwd: ROOT, timeout: 100_000, env: { ...process.env, GITHUB_ACTIONS: '', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function lastLine(text: string): string {
  return text.trimEnd().split('\n').pop() ?? '';
}
