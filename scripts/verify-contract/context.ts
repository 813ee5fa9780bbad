import type { ContractOperation } from '../../src/common/contract/operations';
import { answerProblem } from './behaviour/answer-rules';
import { checkError, checkSuccess, successStatus } from './check';
import { contractLines } from './contract-lines';
import { safeWhenReadOnly, UNSAFE_GETS } from './read-only';
import { NoAnswerError, type HttpClient, type HttpExchange, type HttpRequest } from './http';
import { buildRequest } from './request';
import type {
  BodyCheck,
  CallInput,
  Credentials,
  ErrorExpectation,
  OperationId,
  ScenarioContext,
  SuccessBody,
} from './scenario-api';
import type { BearerTokens, CheckResult, SentRequest } from './types';

/** How a run may act on the server: read-only (see read-only.ts) and the integration tokens it was given. */
export interface ContextPolicy {
  readOnly?: boolean;
  tokens?: BearerTokens;
}

/** Runs the scenarios' calls against the server and records one check per call. */
export class VerifierContext implements ScenarioContext {
  readonly checks: CheckResult[] = [];
  /** Operations that were sent valid input at least once. */
  readonly exercised = new Set<string>();
  /** Requests read-only mode did not send; a scenario that then misses an input is skipped, not failed. */
  readonly writesSkipped = { count: 0 };
  /** The same count for one scenario (see forScenario); null on the run's own context. */
  private scope: { writesSkipped: number } | null = null;
  private readonly operations: Map<string, ContractOperation>;
  /** The shop's origin, which every redirect target must stay on. */
  private readonly base: URL;
  /** The run's other browsers (see browser()), by name. */
  private readonly browsers = new Map<string, HttpClient>();

  constructor(
    private readonly http: HttpClient,
    operations: ContractOperation[],
    readonly store: string,
    readonly credentials: Credentials | null,
    private readonly policy: ContextPolicy = {},
    readonly secondCredentials: Credentials | null = null,
  ) {
    this.operations = new Map(operations.map((op) => [op.operationId, op]));
    this.base = new URL(http.urlOf('/'));
  }

  async ok<O extends OperationId>(
    operationId: O,
    label: string,
    input: CallInput = {},
    expect?: BodyCheck<SuccessBody<O>>,
  ): Promise<SuccessBody<O> | null> {
    const op = this.operation(operationId);
    this.exercised.add(operationId);
    const status = successStatus(op);
    if (this.skipsWrite(op, label, String(status))) return null;
    const request = buildRequest(op, input, this.store);
    const exchange = await this.exchange(op, label, request, status);
    if (!exchange) return null;
    const { body, ...verdict } = checkSuccess(op, exchange);
    // The body is only handed to `expect` once it matched the schema, so the typed access there is sound.
    const schema = op.responses[String(exchange.status)]?.schema ?? null;
    const answerIssue = verdict.problem ?? answerProblem(exchange, body, this.base, schema);
    const problem = answerIssue ?? (expect ? runExpect(expect, body as SuccessBody<O>) : null);
    if (problem && !answerIssue && this.scope?.writesSkipped) {
      // The answer honours the contract; what the scenario expected of it was the effect of a write not sent.
      this.skip(op.operationId, label, `read-only: ${problem}, the effect of a write that was not sent`);
      return body === undefined ? null : (body as SuccessBody<O>);
    }
    this.add(op, label, exchange.url, { ...verdict, problem }, status, exchange.sent);
    return body === undefined ? null : (body as SuccessBody<O>);
  }

  async rejects(
    operationId: OperationId,
    label: string,
    input: CallInput,
    expected: ErrorExpectation,
  ): Promise<void> {
    const op = this.operation(operationId);
    if (this.skipsWrite(op, label, String(expected.status))) return;
    const request = buildRequest(op, input, this.store);
    if (!(String(expected.status) in op.responses)) {
      // Expecting an undocumented status would test the scenario, not the server: the contract needs fixing.
      this.add(
        op,
        label,
        this.http.urlOf(request.target),
        {
          expected: `${expected.status} (not documented for ${operationId})`,
          actual: 'not sent',
          problem: `the contract documents no ${expected.status} for ${operationId}; document it or change the scenario`,
        },
        expected.status,
      );
      return;
    }
    const exchange = await this.exchange(op, label, request, expected.status);
    if (!exchange) return;
    const verdict = checkError(op, expected, exchange);
    const problem = verdict.problem ?? answerProblem(exchange, null, this.base, null);
    this.add(op, label, exchange.url, { ...verdict, problem }, expected.status, exchange.sent);
  }

  cookie(name: string): string | undefined {
    return this.http.jar.get(name);
  }

  get writes(): boolean {
    return !this.policy.readOnly;
  }

  /** This view in another browser: its own cookie jar, kept under `name` for the run; the same checks and budget. */
  browser(name: string): VerifierContext {
    let http = this.browsers.get(name);
    if (!http) {
      http = this.http.anotherBrowser();
      this.browsers.set(name, http);
    }
    const view = Object.create(this) as VerifierContext;
    Object.defineProperty(view, 'http', { value: http });
    return view;
  }

  /** A view of this context for one scenario: the same run, with the writes skipped in that scenario counted. */
  forScenario(): VerifierContext {
    const view = Object.create(this) as VerifierContext;
    view.scope = { writesSkipped: 0 };
    return view;
  }

  token(scheme: keyof BearerTokens): string | undefined {
    return this.policy.tokens?.[scheme];
  }

  /** A check that was deliberately not run (read-only mode, or an input a skipped write would have made). */
  skip(operationId: string, label: string, reason: string): void {
    const op = this.operations.get(operationId);
    this.checks.push({
      operationId,
      label,
      method: op?.method.toUpperCase() ?? '',
      url: '',
      passed: true,
      skipped: true,
      expected: 'not run',
      actual: 'not sent',
      problem: reason,
    });
  }

  /** In read-only mode, records the call as skipped (with why) instead of sending it. */
  private skipsWrite(op: ContractOperation, label: string, status: string): boolean {
    if (!this.policy.readOnly || safeWhenReadOnly(op)) return false;
    this.writesSkipped.count++;
    if (this.scope) this.scope.writesSkipped++;
    const why = UNSAFE_GETS[op.operationId] ?? `a ${op.method.toUpperCase()} that may change data`;
    this.skip(op.operationId, label, `read-only: not sent (${why}; would expect ${status})`);
    return true;
  }

  /** A failure that is not about one answer: a scenario that could not run, an operation without one. */
  fail(operationId: string, label: string, problem: string): void {
    const op = this.operations.get(operationId);
    this.checks.push({
      operationId,
      label,
      method: op?.method.toUpperCase() ?? '',
      url: '',
      passed: false,
      expected: 'a scenario that runs',
      actual: 'none',
      problem,
    });
  }

  private operation(operationId: string): ContractOperation {
    const op = this.operations.get(operationId);
    if (!op) throw new Error(`the contract has no operation ${operationId}`);
    return op;
  }

  private async exchange(
    op: ContractOperation,
    label: string,
    request: HttpRequest,
    status: number,
  ): Promise<HttpExchange | null> {
    const sent = this.http.describe(request);
    try {
      return await this.http.send(request);
    } catch (err) {
      if (!(err instanceof NoAnswerError)) throw err;
      const verdict = { expected: 'an answer', actual: 'none', problem: err.message };
      this.add(op, label, this.http.urlOf(request.target), verdict, status, sent);
      return null;
    }
  }

  private add(
    op: ContractOperation,
    label: string,
    url: string,
    verdict: { expected: string; actual: string; problem: string | null },
    status?: number,
    sent?: SentRequest,
  ): void {
    // Failures only: reading the contract's YAML with line numbers takes seconds, and a pass needs no citation.
    const contract = verdict.problem === null ? undefined : contractLines().locate(op.operationId, status);
    this.checks.push({
      operationId: op.operationId,
      label,
      method: op.method.toUpperCase(),
      url,
      passed: verdict.problem === null,
      expected: verdict.expected,
      actual: verdict.actual,
      problem: verdict.problem,
      ...(sent ? { request: sent } : {}),
      ...(contract ? { contract } : {}),
    });
  }
}

function runExpect<T>(expect: BodyCheck<T>, body: T): string | null {
  try {
    return expect(body);
  } catch (err) {
    return `the scenario's check failed: ${err instanceof Error ? err.message : String(err)}`;
  }
}
