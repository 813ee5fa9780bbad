import { listOperations } from '../../src/common/contract/operations';
import { createScenarios } from '../../test/contract/scenarios';
import { VerifierContext } from './context';
import { HttpClient, UnreachableError } from './http';
import { MissingInput } from './scenario-api';
import type { OperationSummary, Report, VerifyOptions } from './types';

// Well above what the scenarios send (the account operations of issue 10 took a run with an account past the
// earlier 400), far below anything that loads a server.
const DEFAULT_MAX_REQUESTS = 1000;

/**
 * Verifies the implementation at `options.baseUrl` against the contract: every operation with valid and invalid
 * input. Resolves with the report (failures included); rejects only with UnreachableError when the server
 * cannot be reached at all.
 */
export async function verifyContract(options: VerifyOptions): Promise<Report> {
  const started = Date.now();
  const operations = listOperations();
  const http = new HttpClient(
    options.baseUrl,
    options.timeoutMs,
    options.maxRequests ?? DEFAULT_MAX_REQUESTS,
  );
  const credentials =
    options.email && options.password ? { email: options.email, password: options.password } : null;
  const context = new VerifierContext(http, operations, options.store, credentials);
  // `only` keeps the scenarios of those operations (with the ones they discover their inputs from, which the
  // caller lists too) and judges coverage for them alone; their calls may still reach any operation.
  const only = options.only ? new Set<string>(options.only) : null;
  const scenarios = (options.scenarios ?? createScenarios()).filter((s) => !only || only.has(s.operationId));
  const covered = only ? operations.filter((op) => only.has(op.operationId)) : operations;

  for (const scenario of scenarios) {
    try {
      await scenario.run(context);
    } catch (err) {
      if (err instanceof UnreachableError) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      const problem = err instanceof MissingInput ? `cannot run: ${reason}` : `scenario stopped: ${reason}`;
      context.fail(scenario.operationId, 'scenario', problem);
    }
  }

  // Coverage is part of the verdict: a new operation without a scenario must fail the run, not pass silently.
  const known = new Set(operations.map((op) => op.operationId));
  const withScenario = new Set<string>(scenarios.map((s) => s.operationId));
  for (const op of covered) {
    if (!withScenario.has(op.operationId)) {
      context.fail(op.operationId, 'coverage', `no scenario for operation ${op.operationId}`);
    } else if (
      !context.exercised.has(op.operationId) &&
      !context.checks.some((c) => c.operationId === op.operationId)
    ) {
      context.fail(op.operationId, 'coverage', `the scenario for ${op.operationId} never sent valid input`);
    }
  }
  for (const id of withScenario) {
    if (!known.has(id)) context.fail(id, 'coverage', `scenario for ${id}, which the contract does not have`);
  }

  const order = [
    ...operations.map((op) => op.operationId),
    ...[...withScenario].filter((id) => !known.has(id)),
  ];
  const checks = [...context.checks].sort(
    (a, b) => order.indexOf(a.operationId) - order.indexOf(b.operationId),
  );
  const summaries: OperationSummary[] = order.map((operationId) => {
    const op = operations.find((o) => o.operationId === operationId);
    const own = checks.filter((c) => c.operationId === operationId);
    return {
      operationId,
      method: op?.method.toUpperCase() ?? '',
      path: op?.path ?? '',
      passed: own.filter((c) => c.passed).length,
      failed: own.filter((c) => !c.passed).length,
    };
  });
  const failed = checks.filter((c) => !c.passed).length;
  return {
    baseUrl: options.baseUrl,
    store: options.store,
    signedIn: credentials !== null,
    durationMs: Date.now() - started,
    requests: http.requestCount,
    operations: summaries,
    checks,
    passed: checks.length - failed,
    failed,
  };
}
