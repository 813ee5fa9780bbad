import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOperations } from '../../src/common/contract/operations';
import { ENV_VARS, parseCli, UsageError } from '../../scripts/verify-contract/cli';
import { readContractLines } from '../../scripts/verify-contract/contract-lines';
import { curlCommand } from '../../scripts/verify-contract/curl';
import { formatGithubAnnotations } from '../../scripts/verify-contract/github';
import { formatJunit } from '../../scripts/verify-contract/junit';
import { isLoopback, safeWhenReadOnly } from '../../scripts/verify-contract/read-only';
import { formatJson, formatText } from '../../scripts/verify-contract/report';
import { selectedOperations, selectSteps } from '../../scripts/verify-contract/selection';
import type { Scenario } from '../../scripts/verify-contract/scenario-api';
import type { CheckResult, Report } from '../../scripts/verify-contract/types';
import { jsonReportErrors, junitErrors } from './report-schemas';

const ROOT = join(__dirname, '../..');
const failedCheck: CheckResult = {
  operationId: 'addGuestCartItem',
  label: 'one unit of MA-1 <"&">',
  method: 'POST',
  url: 'http://shop.test/rest/en-int/V1/guest-carts/abc/items',
  passed: false,
  expected: '200 application/json CartItem',
  actual: '200 application/json',
  problem: 'response.price must be integer',
  request: {
    method: 'POST',
    url: 'http://shop.test/rest/en-int/V1/guest-carts/abc/items',
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: 'caseback_session=<caseback_session>; form_key=<form_key>',
      'content-type': 'application/json',
    },
    body: '{"cartItem":{"sku":"MA-1","qty":1,"note":"it\'s"}}',
  },
  contract: { file: 'openapi/cart.yaml', line: 99, what: 'responses 200 of addGuestCartItem' },
};

const report: Report = {
  baseUrl: 'http://shop.test',
  store: 'en-int',
  signedIn: false,
  readOnly: false,
  only: [],
  durationMs: 1234,
  requests: 2,
  operations: [
    { operationId: 'getHealth', method: 'GET', path: '/healthz', passed: 1, failed: 0, skipped: 0 },
    {
      operationId: 'addGuestCartItem',
      method: 'POST',
      path: '/rest/{store_code}/V1/guest-carts/{cartId}/items',
      passed: 0,
      failed: 1,
      skipped: 1,
    },
  ],
  checks: [
    {
      operationId: 'getHealth',
      label: 'the server is up',
      method: 'GET',
      url: 'http://shop.test/healthz',
      passed: true,
      expected: '200 application/json Health',
      actual: '200 application/json',
      problem: null,
    },
    failedCheck,
    {
      operationId: 'addGuestCartItem',
      label: 'quantity 0',
      method: 'POST',
      url: '',
      passed: true,
      skipped: true,
      expected: 'not run',
      actual: 'not sent',
      problem: 'read-only: not sent (a POST that may change data; would expect 400)',
    },
  ],
  passed: 1,
  failed: 1,
  skipped: 1,
};

describe('the JUnit report', () => {
  it('is valid against test/schemas/junit.xsd, with one testsuite per operation and one testcase per check', async () => {
    const xml = formatJunit(report);
    expect(await junitErrors(xml)).toEqual([]);
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain(
      '<testsuite name="addGuestCartItem" id="1" package="POST /rest/{store_code}/V1/guest-carts/{cartId}/items" tests="2" failures="1" errors="0" skipped="1">',
    );
  });

  it('gives a failure its message, contract line and curl command, and escapes the XML', () => {
    const xml = formatJunit(report);
    expect(xml).toContain(
      '<testcase name="one unit of MA-1 &lt;&quot;&amp;&quot;&gt;" classname="addGuestCartItem" file="openapi/cart.yaml" line="99">',
    );
    expect(xml).toContain(
      '<failure message="expected 200 application/json CartItem, got 200 application/json: response.price must be integer" type="contract">POST http://shop.test/rest/en-int/V1/guest-carts/abc/items\ncontract: openapi/cart.yaml:99 (responses 200 of addGuestCartItem)\nrepeat: curl -i -X POST',
    );
    expect(xml).toContain(
      '<skipped message="read-only: not sent (a POST that may change data; would expect 400)"/>',
    );
  });

  it('stays valid XML when a server sends control characters', async () => {
    const noisy = { ...failedCheck, problem: 'body is not JSON (starts "\u0000\u001b[31m")' };
    const xml = formatJunit({ ...report, checks: [noisy] });
    expect(await junitErrors(xml)).toEqual([]);
    expect(xml).toContain('body is not JSON (starts &quot;\uFFFD\uFFFD[31m&quot;)');
  });
});

describe('the JSON report', () => {
  it('is valid against report.schema.json, with its format version', () => {
    const json = formatJson(report);
    expect(jsonReportErrors(json)).toEqual([]);
    expect(JSON.parse(json)).toMatchObject({ format: 1, passed: 1, failed: 1, skipped: 1 });
  });

  it('is refused by the schema when a field is missing', () => {
    const { skipped: _skipped, ...older } = report;
    expect(jsonReportErrors(JSON.stringify({ format: 1, ...older }))).toEqual([
      " must have required property 'skipped'",
    ]);
  });
});

describe('the text report', () => {
  it('follows a failure with its contract line and a curl command that repeats it', () => {
    const lines = formatText(report).split('\n');
    const at = lines.findIndex((l) => l.includes('✘ addGuestCartItem POST'));
    expect(lines.slice(at + 1, at + 3)).toEqual([
      '      contract: openapi/cart.yaml:99 (responses 200 of addGuestCartItem)',
      `      repeat: curl -i -X POST http://shop.test/rest/en-int/V1/guest-carts/abc/items -H 'accept: application/json' -H 'x-requested-with: XMLHttpRequest' -H 'cookie: caseback_session=<caseback_session>; form_key=<form_key>' -H 'content-type: application/json' --data-raw '{"cartItem":{"sku":"MA-1","qty":1,"note":"it'\\''s"}}'`,
    ]);
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 1 skipped');
  });

  it('shows only failures and the summary with --quiet', () => {
    expect(formatText(report, { quiet: true }).split('\n')).toEqual([
      'Contract verification of http://shop.test (store en-int, guest only)',
      '',
      'addGuestCartItem  POST /rest/{store_code}/V1/guest-carts/{cartId}/items',
      '  ✘ addGuestCartItem POST http://shop.test/rest/en-int/V1/guest-carts/abc/items — one unit of MA-1 <"&">: expected 200 application/json CartItem, got 200 application/json: response.price must be integer',
      '      contract: openapi/cart.yaml:99 (responses 200 of addGuestCartItem)',
      expect.stringMatching(/^ {6}repeat: curl -i -X POST /),
      '',
      'Summary',
      '  ✘ addGuestCartItem  0 passed, 1 failed, 1 skipped',
      '2 operations, 2 requests in 1.2 s',
      '1 passed, 1 failed, 1 skipped',
    ]);
  });
});

describe('GitHub Actions annotations', () => {
  it('prints one ::error per failure on its contract line, with the curl command', () => {
    expect(formatGithubAnnotations(report)).toEqual([
      `::error title=addGuestCartItem%3A one unit of MA-1 <"&">,file=openapi/cart.yaml,line=99::expected 200 application/json CartItem, got 200 application/json: response.price must be integer%0Arepeat: ${curlCommand(failedCheck.request!)}`,
    ]);
  });
});

describe('curl commands', () => {
  it('quote what the shell would change and keep placeholders for secrets', () => {
    expect(
      curlCommand({
        method: 'PUT',
        url: 'http://shop.test/rest/V1/caseback-erp/stock-items/MA-1',
        headers: { authorization: 'Bearer <token>' },
        body: '{"qty":1}',
      }),
    ).toBe(
      `curl -i -X PUT http://shop.test/rest/V1/caseback-erp/stock-items/MA-1 -H 'authorization: Bearer <token>' --data-raw '{"qty":1}'`,
    );
  });
});

describe('contract lines', () => {
  const lines = readContractLines(join(ROOT, 'openapi'));
  const textAt = (file: string, line: number) =>
    readFileSync(join(ROOT, file), 'utf8').split('\n')[line - 1]?.trim();

  it("points at the status under the operation's responses", () => {
    const where = lines.locate('setErpStockQty', 401);
    expect(where).toMatchObject({ file: 'openapi/stockalert.yaml', what: 'responses 401 of setErpStockQty' });
    expect(textAt(where!.file, where!.line)).toBe("'401':");
  });

  it('falls back to the operation when the status is not documented', () => {
    const where = lines.locate('getHealth', 418);
    expect(where).toMatchObject({ file: 'openapi/health.yaml', what: 'operation getHealth' });
    expect(textAt(where!.file, where!.line)).toBe('operationId: getHealth');
  });

  it('finds every operation of the contract', () => {
    const missing = listOperations().filter((op) => !lines.locate(op.operationId));
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });
});

describe('parseCli', () => {
  const run = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
    const command = parseCli(argv, env);
    if (command.kind !== 'run') throw new Error(`not a run: ${command.kind}`);
    return command;
  };

  it('applies the defaults: a full run on a loopback address, one scenario at a time, text only', () => {
    expect(run(['--base-url', 'http://localhost:3000/'])).toEqual({
      kind: 'run',
      json: undefined,
      junit: undefined,
      quiet: false,
      annotations: false,
      notice: null,
      options: {
        baseUrl: 'http://localhost:3000',
        store: 'en-int',
        email: undefined,
        password: undefined,
        timeoutMs: 10000,
        readOnly: false,
        tokens: {},
        only: [],
        concurrency: 1,
      },
    });
  });

  it('is read-only by default off loopback, and says so; --allow-writes makes it a full run', () => {
    const remote = run(['--base-url', 'https://api.shop.example']);
    expect(remote.options.readOnly).toBe(true);
    expect(remote.notice).toBe(
      'api.shop.example is not a loopback address: read-only run (no order, cart, stock or account change); --allow-writes for a full run',
    );
    expect(run(['--base-url', 'https://api.shop.example', '--allow-writes']).options.readOnly).toBe(false);
    expect(run(['--base-url', 'http://127.0.0.1:4000', '--read-only'])).toMatchObject({
      notice: null,
      options: { readOnly: true },
    });
  });

  it('reads the reports, the selection, the concurrency and the secrets (flags or environment)', () => {
    const env = {
      [ENV_VARS.password]: 'from-env',
      [ENV_VARS.erpToken]: 'erp-from-env',
      [ENV_VARS.boutiqueToken]: 'boutique-from-env',
      GITHUB_ACTIONS: 'true',
    };
    const argv = [
      '--base-url',
      'http://[::1]:4000',
      '--email',
      'a@b.ch',
      '--only',
      'cart',
      '--only',
      'getHealth',
    ];
    expect(
      run([...argv, '--concurrency', '4', '--json', 'r.json', '--junit', 'r.xml', '--quiet'], env),
    ).toMatchObject({
      json: 'r.json',
      junit: 'r.xml',
      quiet: true,
      annotations: true,
      options: {
        readOnly: false,
        password: 'from-env',
        tokens: { erpToken: 'erp-from-env', boutiqueToken: 'boutique-from-env' },
        only: ['cart', 'getHealth'],
        concurrency: 4,
      },
    });
    expect(run([...argv, '--password', 'p', '--erp-token', 'flag'], env).options).toMatchObject({
      password: 'p',
      tokens: { erpToken: 'flag', boutiqueToken: 'boutique-from-env' },
    });
    expect(run(['--base-url', 'http://x', '--json-file', 'old.json']).json).toBe('old.json');
    const second = ['--second-email', 'second@b.ch'];
    expect(run([...argv, ...second], { ...env, [ENV_VARS.secondPassword]: 's' }).options).toMatchObject({
      secondEmail: 'second@b.ch',
      secondPassword: 's',
    });
    expect(run([...argv, ...second, '--second-password', 'flag'], env).options.secondPassword).toBe('flag');
  });

  it.each([
    [[], '--base-url is required'],
    [['--base-url', 'ftp://x'], '--base-url must be an http(s) URL'],
    [
      ['--base-url', 'http://x', '--email', 'a@b.c'],
      `--email and --password (or ${ENV_VARS.password}) go together`,
    ],
    [
      ['--base-url', 'http://x', '--email', 'a@b.c', '--password', 'p', '--second-email', 'b@b.c'],
      `--second-email and --second-password (or ${ENV_VARS.secondPassword}) go together`,
    ],
    [
      ['--base-url', 'http://x', '--second-email', 'b@b.c', '--second-password', 'p'],
      '--second-email needs --email',
    ],
    [
      [
        '--base-url',
        'http://x',
        '--email',
        'a@b.c',
        '--password',
        'p',
        '--second-email',
        'A@b.c',
        '--second-password',
        'q',
      ],
      '--second-email must be another account than --email',
    ],
    [['--base-url', 'http://x', '--timeout-ms', '0'], '--timeout-ms must be a positive integer'],
    [['--base-url', 'http://x', '--concurrency', '1.5'], '--concurrency must be a positive integer'],
    [
      ['--base-url', 'http://x', '--read-only', '--allow-writes'],
      '--read-only and --allow-writes contradict each other',
    ],
    [
      ['--base-url', 'http://x', '--only', 'cart', '--only', 'placeOrder'],
      '--only placeOrder: neither an operationId nor a tag of the contract',
    ],
    [['--base-url', 'http://x', '--json'], "Option '--json <value>' argument missing"],
    [['--base-url', 'http://x', '--bogus'], "Unknown option '--bogus'"],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });

  it('answers --help and --version without a base URL', () => {
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
    expect(parseCli(['--version'])).toEqual({ kind: 'version' });
  });
});

describe('read-only', () => {
  it('counts only loopback hosts as local', () => {
    expect(
      ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:8080', 'http://shop.localhost'].map(
        isLoopback,
      ),
    ).toEqual([true, true, true, true]);
    expect(['https://shop.example', 'http://10.0.0.5', 'http://127.example.com'].map(isLoopback)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('sends the GETs but the two that delete, and only the POSTs that read', () => {
    const sent = listOperations().filter(safeWhenReadOnly);
    expect(sent.filter((op) => op.method !== 'get').map((op) => op.operationId)).toEqual([
      'loginCustomer',
      'logoutCustomer',
      'isEmailAvailable',
      'checkWatchSerial',
      'checkWatchCaseback',
      'checkWarranty',
      'lookupReturnLabelOrder',
    ]);
    const gets = listOperations().filter((op) => op.method === 'get');
    expect(gets.filter((op) => !safeWhenReadOnly(op)).map((op) => op.operationId)).toEqual([
      'deleteCustomerAddress',
      'removeMyWatch',
    ]);
  });
});

describe('--only', () => {
  const scenario = (operationId: string): Scenario => ({ operationId, run: async () => {} }) as Scenario;
  const ids = (steps: ReturnType<typeof selectSteps>) =>
    steps.flatMap((s) => ('lanes' in s ? s.lanes.flat() : [s])).map((s) => s.operationId);
  const steps = [
    scenario('getHealth'),
    scenario('listWebsites'),
    scenario('loadCustomerSections'),
    { lanes: [[scenario('getCaptchaChallenge')], [scenario('postContactForm')]] },
    scenario('createGuestCart'),
    scenario('addGuestCartItem'),
    scenario('placeGuestOrder'),
    scenario('getLastOrder'),
    scenario('loginCustomer'),
    scenario('getWishlist'),
  ];

  it('runs the discovery scenarios and the same tag up to the selected operation', () => {
    const selected = selectedOperations(['placeGuestOrder'], listOperations());
    expect(ids(selectSteps(steps, selected, listOperations()))).toEqual([
      'listWebsites',
      'loadCustomerSections',
      'createGuestCart',
      'addGuestCartItem',
      'placeGuestOrder',
    ]);
  });

  it("signs in for a signed-in customer's operation and keeps lanes as lanes", () => {
    const selected = selectedOperations(['wishlist', 'contact'], listOperations());
    const chosen = selectSteps(steps, selected, listOperations());
    expect(ids(chosen)).toEqual([
      'listWebsites',
      'loadCustomerSections',
      'postContactForm',
      'loginCustomer',
      'getWishlist',
    ]);
    expect(chosen[2]).toEqual({ lanes: [[expect.objectContaining({ operationId: 'postContactForm' })]] });
  });
});
