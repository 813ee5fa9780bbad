import { listOperations, type ContractOperation } from '../../src/common/contract/operations';
import { formatText } from '../../scripts/verify-contract/report';
import { verifyContract } from '../../scripts/verify-contract/run';
import { flattenSteps } from '../../scripts/verify-contract/steps';
import type { Report } from '../../scripts/verify-contract/types';
import { SAFE_POSTS } from '../../scripts/verify-contract/read-only';
import { createScenarios } from './scenarios';
import { DEMO, ENV, options, serveOverOneSeededDatabase } from './verifier-harness';
import { describeCheck, failures, KNOWN_BREACHES, unexpectedFailures } from './verifier-failures';

// The whole verifier against the reference server: as a guest, with the demo account, and in its modes
// (read-only, --only, the integration tokens).

const servers = serveOverOneSeededDatabase({ reference: true, broken: false });

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
    const report = await verifyContract(options(servers.referenceUrl, { concurrency: 4 }));
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
    const report = await verifyContract(options(servers.referenceUrl, DEMO));
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
      options(servers.referenceUrl, { ...DEMO, password: 'not-the-password', only }),
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
    const report = await verifyContract(options(servers.referenceUrl, { scenarios: only }));
    const missing = listOperations()
      .map((op) => op.operationId)
      .filter((id) => id !== 'getHealth')
      .map((id) => `no scenario for operation ${id}`);
    expect(failures(report).map((c) => c.problem)).toEqual(missing);
  });

  it('refuses to expect a status the contract does not document for the operation', async () => {
    const report = await verifyContract(
      options(servers.referenceUrl, {
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
      report = await verifyContract(
        options(servers.referenceUrl, { ...DEMO, readOnly: true, concurrency: 3 }),
      );
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
    const report = await verifyContract(
      options(servers.referenceUrl, { only: ['placeGuestOrder', 'getHealth'] }),
    );
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
    const report = await verifyContract(options(servers.referenceUrl, { only, tokens }));
    expect(failures(report).map(describeCheck)).toEqual([]);
    const withToken = report.checks.filter((c) => /with the (ERP|boutique) token/.test(c.label));
    expect(withToken.map((c) => [c.operationId, c.label, c.actual.split(' ')[0]])).toEqual([
      ['setErpStockQty', 'with the ERP token, a SKU that does not exist', '404'],
      ['decideBoutiqueReservation', 'with the boutique token, a reservation that does not exist', '404'],
    ]);
    expect(withToken[0]?.request?.headers.authorization).toBe('Bearer <token>');
  });
});
