import { curlCommand } from './curl';
import type { CheckResult, Report } from './types';

/** Version of the JSON report's shape (report.schema.json); bumped when a field changes meaning or goes. */
export const REPORT_FORMAT = 1;

export interface TextOptions {
  /** Only the failed checks (with their details) and the summary. */
  quiet?: boolean;
}

/**
 * The human report: checks grouped per operation, one line each, then a summary. A failure is followed by the
 * contract line it breaks and a curl command that repeats it. The last line is always
 * `N passed, M failed` (`, K skipped` when some were), which CI parses.
 */
export function formatText(report: Report, options: TextOptions = {}): string {
  const who = report.signedIn ? 'guest and signed-in customer' : 'guest only';
  const mode = report.readOnly ? ', read-only' : '';
  const only = report.only.length ? `, only ${report.only.join(', ')}` : '';
  const lines = [
    `Contract verification of ${report.baseUrl} (store ${report.store}, ${who}${mode}${only})`,
    '',
  ];
  for (const op of report.operations) {
    const own = report.checks.filter((c) => c.operationId === op.operationId);
    const shown = options.quiet ? own.filter((c) => !c.passed) : own;
    if (!shown.length) continue;
    lines.push(`${op.operationId}  ${op.method} ${op.path}`);
    for (const check of shown) lines.push(...checkLines(check).map((l) => `  ${l}`));
    lines.push('');
  }
  const width = Math.max(0, ...report.operations.map((op) => op.operationId.length));
  lines.push('Summary');
  for (const op of report.operations) {
    if (options.quiet && !op.failed) continue;
    const failed = op.failed ? `, ${op.failed} failed` : '';
    const skipped = op.skipped ? `, ${op.skipped} skipped` : '';
    const mark = op.failed ? '✘' : op.passed ? '✔' : '–';
    lines.push(`  ${mark} ${op.operationId.padEnd(width)}  ${op.passed} passed${failed}${skipped}`);
  }
  const seconds = (report.durationMs / 1000).toFixed(1);
  lines.push(`${report.operations.length} operations, ${report.requests} requests in ${seconds} s`);
  lines.push(summaryLine(report));
  return lines.join('\n');
}

export function summaryLine(report: Report): string {
  const skipped = report.skipped ? `, ${report.skipped} skipped` : '';
  return `${report.passed} passed, ${report.failed} failed${skipped}`;
}

/** The JSON report, described by report.schema.json beside this file. */
export function formatJson(report: Report): string {
  return JSON.stringify({ format: REPORT_FORMAT, ...report }, null, 2);
}

/** One line for a check; a failure gets the contract line and the curl command under it. */
export function checkLines(check: CheckResult): string[] {
  const target = [check.operationId, check.method, check.url].filter(Boolean).join(' ');
  if (check.skipped) return [`– ${target} — ${check.label}: skipped, ${check.problem ?? 'not run'}`];
  if (check.passed) return [`✔ ${target} — ${check.label}: ${check.expected}`];
  return [
    `✘ ${target} — ${check.label}: ${failureText(check)}`,
    ...failureDetails(check).map((d) => `    ${d}`),
  ];
}

/** What went wrong, in one sentence. */
export function failureText(check: CheckResult): string {
  if (!check.url) return check.problem ?? 'failed';
  return `expected ${check.expected}, got ${check.actual}: ${check.problem ?? 'mismatch'}`;
}

/** Where the contract says so, and how to repeat the request. */
export function failureDetails(check: CheckResult): string[] {
  const details: string[] = [];
  if (check.contract) {
    details.push(`contract: ${check.contract.file}:${check.contract.line} (${check.contract.what})`);
  }
  if (check.request) details.push(`repeat: ${curlCommand(check.request)}`);
  return details;
}
