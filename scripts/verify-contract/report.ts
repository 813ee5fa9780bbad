import type { CheckResult, Report } from './types';

/**
 * The human report: checks grouped per operation, one line each, then a summary. The last line is always
 * `N passed, M failed`, which CI parses.
 */
export function formatText(report: Report): string {
  const who = report.signedIn ? 'guest and signed-in customer' : 'guest only';
  const lines = [`Contract verification of ${report.baseUrl} (store ${report.store}, ${who})`, ''];
  for (const op of report.operations) {
    lines.push(`${op.operationId}  ${op.method} ${op.path}`);
    for (const check of report.checks.filter((c) => c.operationId === op.operationId))
      lines.push(`  ${line(check)}`);
    lines.push('');
  }
  const width = Math.max(...report.operations.map((op) => op.operationId.length));
  lines.push('Summary');
  for (const op of report.operations) {
    const failed = op.failed ? `, ${op.failed} failed` : '';
    lines.push(`  ${op.failed ? '✘' : '✔'} ${op.operationId.padEnd(width)}  ${op.passed} passed${failed}`);
  }
  const seconds = (report.durationMs / 1000).toFixed(1);
  lines.push(`${report.operations.length} operations, ${report.requests} requests in ${seconds} s`);
  lines.push(`${report.passed} passed, ${report.failed} failed`);
  return lines.join('\n');
}

export function formatJson(report: Report): string {
  return JSON.stringify(report, null, 2);
}

function line(check: CheckResult): string {
  const target = [check.operationId, check.method, check.url].filter(Boolean).join(' ');
  if (check.passed) return `✔ ${target} — ${check.label}: ${check.expected}`;
  if (!check.url) return `✘ ${target} — ${check.label}: ${check.problem ?? 'failed'}`;
  return `✘ ${target} — ${check.label}: expected ${check.expected}, got ${check.actual}: ${check.problem ?? 'mismatch'}`;
}
