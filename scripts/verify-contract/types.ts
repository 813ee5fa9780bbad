import type { Scenario } from './scenario-api';

/** What one verification run is pointed at. */
export interface VerifyOptions {
  /** Origin (and optional path prefix) of the implementation under test; nothing else is contacted. */
  baseUrl: string;
  /** Store view code used for every store-scoped call. */
  store: string;
  /** A real account: when both are given, a successful sign-in and sign-out are verified too. */
  email?: string;
  password?: string;
  /** Per request: a server that hangs fails that check instead of hanging the run. */
  timeoutMs: number;
  /** Upper bound on requests, so a scenario bug can never turn the verifier into a load generator. */
  maxRequests?: number;
  /** Replaces the contract scenarios (tests use it to prove that a missing scenario is reported). */
  scenarios?: Scenario[];
  /**
   * Operation ids whose scenarios run (in the usual order), with coverage judged for them alone. List the
   * operations whose scenarios discover the inputs (e.g. listWebsites, getCategoryTree, listCategoryProducts
   * before the cart): a scenario whose inputs were not discovered reports that it cannot run.
   */
  only?: readonly string[];
}

/** One verified expectation: one request (or one missing scenario), with what was expected and what came. */
export interface CheckResult {
  operationId: string;
  /** What the check exercises, e.g. `valid: first page` or `invalid: p=0`. */
  label: string;
  method: string;
  /** The concrete URL requested (empty when nothing could be sent). */
  url: string;
  passed: boolean;
  expected: string;
  actual: string;
  /** The first problem found (schema error with its JSON path, wrong code, ...); null when passed. */
  problem: string | null;
}

export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  passed: number;
  failed: number;
}

export interface Report {
  baseUrl: string;
  store: string;
  signedIn: boolean;
  durationMs: number;
  requests: number;
  /** In contract order; checks of an operation are in the order they ran. */
  operations: OperationSummary[];
  checks: CheckResult[];
  passed: number;
  failed: number;
}
