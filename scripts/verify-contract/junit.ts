import { failureDetails, failureText } from './report';
import type { Report } from './types';

/**
 * The JUnit XML CI systems read (test/schemas/junit.xsd, the Jenkins/Ant dialect GitLab, GitHub reporters and
 * Jenkins accept): one testsuite per operation, one testcase per check; a failure carries the problem as its
 * message and the contract line and curl command as its text; a read-only skip is `<skipped>`.
 */
export function formatJunit(report: Report): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${attr(`contract verification of ${report.baseUrl}`)}" tests="${report.checks.length}" failures="${report.failed}" errors="0" skipped="${report.skipped}" time="${seconds(report.durationMs)}">`,
  ];
  report.operations.forEach((op, id) => {
    const checks = report.checks.filter((c) => c.operationId === op.operationId);
    lines.push(
      `  <testsuite name="${attr(op.operationId)}" id="${id}" package="${attr(op.method ? `${op.method} ${op.path}` : op.operationId)}" tests="${checks.length}" failures="${op.failed}" errors="0" skipped="${op.skipped}">`,
    );
    for (const check of checks) {
      const where = check.contract
        ? ` file="${attr(check.contract.file)}" line="${check.contract.line}"`
        : '';
      const open = `    <testcase name="${attr(check.label)}" classname="${attr(op.operationId)}"${where}`;
      if (check.passed && !check.skipped) {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      if (check.skipped) {
        lines.push(`      <skipped message="${attr(check.problem ?? 'not run')}"/>`);
      } else {
        const body = [check.url && `${check.method} ${check.url}`, ...failureDetails(check)].filter(Boolean);
        lines.push(
          `      <failure message="${attr(failureText(check))}" type="${check.url ? 'contract' : 'scenario'}">${text(body.join('\n'))}</failure>`,
        );
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  });
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

// XML 1.0 allows neither most control characters nor lone surrogates: a server's bytes could carry them.
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/g;

function text(value: string): string {
  return value
    .replace(INVALID_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
