import { listOperations } from '../../src/common/contract/operations';
import { createScenarios } from '../../test/contract/scenarios';
import { VerifierContext } from './context';
import { HttpClient, UnreachableError } from './http';
import { MissingInput } from './scenario-api';
import { selectedOperations, selectSteps } from './selection';
import { flattenSteps, runSteps } from './steps';
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
  const second =
    credentials && options.secondEmail && options.secondPassword
      ? { email: options.secondEmail, password: options.secondPassword }
      : null;
  const readOnly = options.readOnly ?? false;
  const policy = { readOnly, tokens: options.tokens ?? {} };
  const context = new VerifierContext(http, operations, options.store, credentials, policy, second);
  const only = options.only ?? [];
  const selected = only.length ? selectedOperations(only, operations) : null;
  const allSteps = options.scenarios ?? createScenarios();
  const steps = selected ? selectSteps(allSteps, selected, operations) : allSteps;
  const scenarios = flattenSteps(allSteps);

  await runSteps(steps, options.concurrency ?? 1, async (scenario) => {
    try {
      await scenario.run(context.forScenario());
    } catch (err) {
      if (err instanceof UnreachableError) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      // Read-only runs skip the writes that create carts, addresses...: what needs them is skipped too.
      if (err instanceof MissingInput && readOnly && context.writesSkipped.count > 0) {
        context.skip(scenario.operationId, 'scenario', `read-only: ${reason}, which only a write creates`);
        return;
      }
      const problem = err instanceof MissingInput ? `cannot run: ${reason}` : `scenario stopped: ${reason}`;
      context.fail(scenario.operationId, 'scenario', problem);
    }
  });

  // Coverage is part of the verdict: a new operation without a scenario must fail the run, not pass silently.
  const known = new Set(operations.map((op) => op.operationId));
  const withScenario = new Set<string>(scenarios.map((s) => s.operationId));
  for (const op of operations) {
    if (selected && !selected.has(op.operationId)) continue;
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
  // An --only run reports the selected operations and those its scenarios had to call on the way.
  const reported = order.filter(
    (id) => !selected || selected.has(id) || checks.some((c) => c.operationId === id),
  );
  const summaries: OperationSummary[] = reported.map((operationId) => {
    const op = operations.find((o) => o.operationId === operationId);
    const own = checks.filter((c) => c.operationId === operationId);
    return {
      operationId,
      method: op?.method.toUpperCase() ?? '',
      path: op?.path ?? '',
      passed: own.filter((c) => c.passed && !c.skipped).length,
      failed: own.filter((c) => !c.passed).length,
      skipped: own.filter((c) => c.skipped).length,
    };
  });
  const failed = checks.filter((c) => !c.passed).length;
  const skipped = checks.filter((c) => c.skipped).length;
  return {
    baseUrl: options.baseUrl,
    store: options.store,
    signedIn: credentials !== null,
    readOnly,
    only: [...only],
    durationMs: Date.now() - started,
    requests: http.requestCount,
    operations: summaries,
    checks,
    passed: checks.length - failed - skipped,
    failed,
    skipped,
  };
}
