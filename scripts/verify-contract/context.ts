import type { ContractOperation } from '../../src/common/contract/operations';
import { answerProblem } from './behaviour/answer-rules';
import { checkError, checkSuccess } from './check';
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
import type { CheckResult } from './types';

/** Runs the scenarios' calls against the server and records one check per call. */
export class VerifierContext implements ScenarioContext {
  readonly checks: CheckResult[] = [];
  /** Operations that were sent valid input at least once. */
  readonly exercised = new Set<string>();
  private readonly operations: Map<string, ContractOperation>;
  /** The shop's origin, which every redirect target must stay on. */
  private readonly base: URL;

  constructor(
    private readonly http: HttpClient,
    operations: ContractOperation[],
    readonly store: string,
    readonly credentials: Credentials | null,
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
    const request = buildRequest(op, input, this.store);
    const exchange = await this.exchange(op, label, request);
    if (!exchange) return null;
    const { body, ...verdict } = checkSuccess(op, exchange);
    // The body is only handed to `expect` once it matched the schema, so the typed access there is sound.
    const schema = op.responses[String(exchange.status)]?.schema ?? null;
    const problem =
      verdict.problem ??
      answerProblem(exchange, body, this.base, schema) ??
      (expect ? runExpect(expect, body as SuccessBody<O>) : null);
    this.add(op, label, exchange.url, { ...verdict, problem });
    return body === undefined ? null : (body as SuccessBody<O>);
  }

  async rejects(
    operationId: OperationId,
    label: string,
    input: CallInput,
    expected: ErrorExpectation,
  ): Promise<void> {
    const op = this.operation(operationId);
    const request = buildRequest(op, input, this.store);
    if (!(String(expected.status) in op.responses)) {
      // Expecting an undocumented status would test the scenario, not the server: the contract needs fixing.
      this.add(op, label, this.http.urlOf(request.target), {
        expected: `${expected.status} (not documented for ${operationId})`,
        actual: 'not sent',
        problem: `the contract documents no ${expected.status} for ${operationId}; document it or change the scenario`,
      });
      return;
    }
    const exchange = await this.exchange(op, label, request);
    if (!exchange) return;
    const verdict = checkError(op, expected, exchange);
    const problem = verdict.problem ?? answerProblem(exchange, null, this.base, null);
    this.add(op, label, exchange.url, { ...verdict, problem });
  }

  cookie(name: string): string | undefined {
    return this.http.jar.get(name);
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
  ): Promise<HttpExchange | null> {
    try {
      return await this.http.send(request);
    } catch (err) {
      if (!(err instanceof NoAnswerError)) throw err;
      this.add(op, label, this.http.urlOf(request.target), {
        expected: 'an answer',
        actual: 'none',
        problem: err.message,
      });
      return null;
    }
  }

  private add(
    op: ContractOperation,
    label: string,
    url: string,
    verdict: { expected: string; actual: string; problem: string | null },
  ): void {
    this.checks.push({
      operationId: op.operationId,
      label,
      method: op.method.toUpperCase(),
      url,
      passed: verdict.problem === null,
      expected: verdict.expected,
      actual: verdict.actual,
      problem: verdict.problem,
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
