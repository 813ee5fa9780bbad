import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOperations, type ContractOperation } from '../common/contract/operations';
import { createTestApp, type TestApp } from './test-utils/test-app';
import { answerProblem } from './test-utils/fuzz/answer-check';
import { baseRequest, type FuzzCase } from './test-utils/fuzz/base-request';
import { bodyCases } from './test-utils/fuzz/body-cases';
import { credentialCases } from './test-utils/fuzz/credential-cases';
import { envelopeCases } from './test-utils/fuzz/envelope-cases';
import { prepareIdentity, type FuzzIdentity } from './test-utils/fuzz/fuzz-identity';
import { nonApiProbes } from './test-utils/fuzz/non-api-probes';
import { parameterCases } from './test-utils/fuzz/parameter-cases';
import { probeProblem } from './test-utils/fuzz/probe-check';
import type { RequestParts } from './test-utils/fuzz/request-parts';
import { sendCase } from './test-utils/fuzz/send-case';

/**
 * Every operation of the contract, fuzzed from the contract alone: each parameter, body field and body
 * envelope replaced in turn by hostile values (odd text, numbers past the database's integers, wrong types,
 * malformed JSON, wrong content types). No answer may be a 5xx, a status the contract does not document for
 * the operation, or a body outside its documented schema. Paths outside the contract are probed too.
 */
const ERP_TOKEN = 'contract-fuzz-erp-token-0123456789';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // A client build of our own, so that static files (and directories) are served as in production.
  clientDir = mkdtempSync(join(tmpdir(), 'fuzz-client-'));
  mkdirSync(join(clientDir, 'static', 'js'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(clientDir, 'static', 'js', 'app.js'), 'void 0;');
  // And an API reference's (`npm run docs`): a page and a file.
  mkdirSync(join(clientDir, 'docs'));
  writeFileSync(join(clientDir, 'docs', 'index.html'), '<!doctype html><title>docs</title>');
  writeFileSync(join(clientDir, 'docs', 'docs.js'), 'void 0;');
  t = await createTestApp({ erpToken: ERP_TOKEN }, { clientDir, docsDir: join(clientDir, 'docs') });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function problemsOf(op: ContractOperation, identity: FuzzIdentity, cases: FuzzCase[]) {
  const base = baseRequest(op, identity).body;
  const exampleBody = base?.kind === 'value' ? base.value : undefined;
  const problems: string[] = [];
  for (const c of cases) {
    const problem = answerProblem(op, await sendCase(t, op, identity, c, exampleBody));
    if (problem) problems.push(`${c.name}: ${problem}`);
  }
  return problems;
}

const operations = listOperations().map((op, index) => [op.operationId, op, index] as const);

type CaseBuilder = (op: ContractOperation, base: RequestParts) => FuzzCase[];
const GROUPS: [title: string, build: CaseBuilder][] = [
  ['survives odd parameters', parameterCases],
  ['survives odd body fields', bodyCases],
  ['survives malformed bodies and content types', envelopeCases],
  ['refuses missing or wrong credentials as documented', credentialCases],
];
/** Cases per test: each test stays well under jest's 5 s even when a case writes to the database. */
const CASES_PER_TEST = 100;
/** How many cases a group has does not depend on the live values, only on the contract. */
const STAND_IN: FuzzIdentity = {
  cookies: {},
  formKey: '',
  remoteAddress: '',
  pathValues: {},
  authorization: null,
  liveFields: {},
};

describe.each(operations)('%s', (_id, op, index) => {
  let identity: FuzzIdentity;
  beforeAll(async () => {
    identity = await prepareIdentity(t, op, index, ERP_TOKEN);
  });

  for (const [title, build] of GROUPS) {
    const parts = Math.max(1, Math.ceil(build(op, baseRequest(op, STAND_IN)).length / CASES_PER_TEST));
    for (let part = 0; part < parts; part++) {
      test(parts > 1 ? `${title} (${part + 1} of ${parts})` : title, async () => {
        const cases = build(op, baseRequest(op, identity));
        const slice = cases.slice(part * CASES_PER_TEST, (part + 1) * CASES_PER_TEST);
        expect(await problemsOf(op, identity, slice)).toEqual([]);
      });
    }
  }
});

describe('paths outside the contract', () => {
  test('answer no 5xx, and errors as ApiError JSON (or, for pages, as HTML)', async () => {
    const problems: string[] = [];
    for (const probe of nonApiProbes()) {
      const res = await t.app.inject(probe.request);
      const problem = probeProblem(probe, res);
      if (problem) problems.push(`${probe.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
