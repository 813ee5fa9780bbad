import type { CheckResult, Report } from '../../scripts/verify-contract/types';

// Reading a verifier report's failures, and telling the reference server's known breaches from new ones.

/**
 * Contract breaches of the reference server itself, found by this verifier (see its report), as
 * `{operationId} {label}: {problem}`. Empty this list when the server is fixed; the tests fail until then if
 * it is emptied, and after if it is not.
 */
export const KNOWN_BREACHES: string[] = [];
export const describeCheck = (c: CheckResult) => `${c.operationId} ${c.label}: ${c.problem ?? ''}`;
export const failures = (report: Report) => report.checks.filter((c) => !c.passed);
export const unexpectedFailures = (report: Report) =>
  failures(report).filter((c) => !KNOWN_BREACHES.includes(describeCheck(c)));
