import type { components, operations } from '../../src/common/contract/schema.gen';

/** The surface scenarios (test/contract/scenarios) program against; the verifier implements it. */

export type OperationId = keyof operations;
type Responses<O extends OperationId> = operations[O]['responses'];
type SuccessStatus<O extends OperationId> = Extract<keyof Responses<O>, 200 | 201 | 202 | 204>;
/** The documented success body of an operation, as the generated contract types give it. */
export type SuccessBody<O extends OperationId> = Responses<O>[SuccessStatus<O>] extends {
  content: { 'application/json': infer R };
}
  ? R
  : unknown;
export type ApiErrorCode = components['schemas']['ApiError']['code'];

export type ParamValue = string | number | boolean;

export interface CallInput {
  /** Path parameters, sent URL-encoded; `store_code` defaults to the run's store. */
  path?: Record<string, ParamValue>;
  /** Path parameters inserted exactly as given, to send encodings a client library would repair. */
  rawPath?: Record<string, string>;
  /** Query parameters (undefined ones are left out), or parameters taken as they are from a URL. */
  query?: Record<string, ParamValue | undefined> | URLSearchParams;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Request headers besides the ones a browser script sends (`Idempotency-Key`, `X-Form-Key`); null leaves out
   * one the verifier would send, e.g. `{ 'X-Requested-With': null }` on a REST call.
   */
  headers?: Record<string, string | null>;
}

export interface ErrorExpectation {
  /** Must be a status the contract documents for the operation. */
  status: number;
  code?: ApiErrorCode;
  /** The input `field` must name (400s always carry a field). */
  field?: string;
}

/** A check on a schema-valid success body: returns the problem, or null when the body is right. */
export type BodyCheck<T> = (body: T) => string | null;

export interface Credentials {
  email: string;
  password: string;
}

export interface ScenarioContext {
  readonly store: string;
  readonly credentials: Credentials | null;
  /** The second account (--second-email/--second-password) the authorization checks act as, if given. */
  readonly secondCredentials: Credentials | null;
  /** False in a read-only run: what a scenario may cost the shop beyond the calls `ok`/`rejects` skip. */
  readonly writes: boolean;
  /**
   * The same run in another browser, with cookies of its own (a second customer's session): opened on first
   * use of `name` and kept for the run. Its checks, budget and read-only policy are the run's.
   */
  browser(name: string): ScenarioContext;
  /**
   * Sends valid input and checks status, content type, schema (and `expect` on a schema-valid body). Returns the
   * body whenever the status is right and it is JSON, even when it breaks the schema, so that later steps still
   * find their inputs; null when there is nothing to read.
   */
  ok<O extends OperationId>(
    operationId: O,
    label: string,
    input?: CallInput,
    expect?: BodyCheck<SuccessBody<O>>,
  ): Promise<SuccessBody<O> | null>;
  /** Sends invalid input and checks the documented error status and an `ApiError` body. */
  rejects(
    operationId: OperationId,
    label: string,
    input: CallInput,
    expected: ErrorExpectation,
  ): Promise<void>;
  /** A cookie the server set in this run (the browser's view of it, e.g. `form_key`). */
  cookie(name: string): string | undefined;
  /** The integration token given for a bearer scheme of the contract (--erp-token, --boutique-token), if any. */
  token(scheme: 'erpToken' | 'boutiqueToken'): string | undefined;
}

/** One operation's calls; scenarios run in order and share what they discovered through closures. */
export interface Scenario {
  operationId: OperationId;
  run(t: ScenarioContext): Promise<void>;
}

/** Thrown when an input that should have been discovered earlier is missing; reported as a failed check. */
export class MissingInput extends Error {}

export function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new MissingInput(`needs ${what}`);
  return value;
}
