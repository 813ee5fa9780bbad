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
  /**
   * Another account (with `email`), which must not reach the first one's resources. Without it a run that may
   * write registers a throwaway account for that (see the README's clean-up).
   */
  secondEmail?: string;
  secondPassword?: string;
  /** Per request: a server that hangs fails that check instead of hanging the run. */
  timeoutMs: number;
  /** Upper bound on requests, so a scenario bug can never turn the verifier into a load generator. */
  maxRequests?: number;
  /** Replaces the contract scenarios (tests use it to prove that a missing scenario is reported). */
  scenarios?: ScenarioStep[];
  /** Send only what `read-only.ts` declares safe (no order, no stock, no account change); the rest is skipped. */
  readOnly?: boolean;
  /** Integration tokens for the bearer-protected operations (`erpToken`, `boutiqueToken` in the contract). */
  tokens?: BearerTokens;
  /** Operation ids or contract tags to verify (with the scenarios they need); empty or absent: all. */
  only?: readonly string[];
  /** Lanes of independent scenarios run at once (1: strictly one after another, the default). */
  concurrency?: number;
}

/** The contract's bearer security schemes, by scheme name, and the token to send for each. */
export type BearerTokens = Partial<Record<'erpToken' | 'boutiqueToken', string>>;

/** A scenario, or lanes of scenarios that do not depend on one another (each lane runs in order). */
export type ScenarioStep = Scenario | { lanes: Scenario[][] };

/** The request a check sent, as a `curl` command can repeat it (secrets replaced by placeholders). */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON body as sent, if any. */
  body?: string;
}

/** Where the contract documents what a check expected: a line of one of the `openapi/*.yaml` files. */
export interface ContractLocation {
  /** Relative to the contract's folder's parent, e.g. `openapi/cart.yaml`. */
  file: string;
  /** 1-based. */
  line: number;
  /** What is at that line, e.g. `responses 200 of addGuestCartItem`. */
  what: string;
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
  /** Not sent: read-only mode, or a scenario that needed what a skipped write would have created. */
  skipped?: boolean;
  expected: string;
  actual: string;
  /** The first problem found (schema error with its JSON path, wrong code, ...); null when passed. */
  problem: string | null;
  /** The request as sent (absent when nothing was sent). */
  request?: SentRequest;
  /** On a failed check: the contract's line for the documented answer it expected. */
  contract?: ContractLocation;
}

export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  passed: number;
  failed: number;
  skipped: number;
}

export interface Report {
  baseUrl: string;
  store: string;
  signedIn: boolean;
  /** Whether writes were skipped (see read-only.ts). */
  readOnly: boolean;
  /** The --only selection, empty for a full run. */
  only: string[];
  durationMs: number;
  requests: number;
  /** In contract order; checks of an operation are in the order they ran. */
  operations: OperationSummary[];
  checks: CheckResult[];
  passed: number;
  failed: number;
  skipped: number;
}
