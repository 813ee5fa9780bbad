import { curlCommand } from './curl';
import { failureText } from './report';
import type { Report } from './types';

/**
 * GitHub Actions workflow commands, one `::error` per failed check: the run's summary page lists them, and with
 * `file`/`line` pointing into openapi/*.yaml the pull request shows them on the contract line they break.
 */
export function formatGithubAnnotations(report: Report): string[] {
  return report.checks
    .filter((c) => !c.passed)
    .map((check) => {
      const props = [`title=${property(`${check.operationId}: ${check.label}`)}`];
      if (check.contract) props.push(`file=${property(check.contract.file)}`, `line=${check.contract.line}`);
      const message = [
        failureText(check),
        check.request ? `repeat: ${curlCommand(check.request)}` : '',
      ].filter(Boolean);
      return `::error ${props.join(',')}::${data(message.join('\n'))}`;
    });
}

// The escaping GitHub's toolkit applies (@actions/core, command.ts).
function data(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(value: string): string {
  return data(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
