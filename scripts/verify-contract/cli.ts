import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { UnreachableError } from './http';
import { formatJson, formatText } from './report';
import { verifyContract } from './run';
import type { VerifyOptions } from './types';

/** Exit codes CI relies on. */
export const EXIT = { passed: 0, failed: 1, usage: 2 } as const;

const USAGE = `Usage: npm run verify:contract -- --base-url URL [options]

Checks that the API at URL honours the storefront contract (openapi/*.yaml).

  --base-url URL      the implementation to verify (required); nothing else is contacted
  --store CODE        store view to use (default en-int)
  --email EMAIL       a real account: also verify sign-in, the signed-in sections, the account's cart and
                      checkout (places an order on it) and sign-out
  --password TEXT     that account's password
  --timeout-ms N      per request (default 10000)
  --json              print the report as JSON
  --json-file PATH    also write the JSON report to PATH (for CI), whatever is printed
  --help              print this help

Exit code: 0 all checks passed, 1 a check failed, 2 usage error or server unreachable.`;

export class UsageError extends Error {}

export type CliCommand =
  { help: true } | { help: false; json: boolean; jsonFile: string | undefined; options: VerifyOptions };

export function parseCli(argv: string[]): CliCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        store: { type: 'string', default: 'en-int' },
        email: { type: 'string' },
        password: { type: 'string' },
        'timeout-ms': { type: 'string', default: '10000' },
        json: { type: 'boolean', default: false },
        'json-file': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) return { help: true };
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new UsageError('--base-url is required');
  if (!isHttpUrl(baseUrl)) throw new UsageError(`--base-url must be an http(s) URL, got "${baseUrl}"`);
  if (Boolean(values.email) !== Boolean(values.password)) {
    throw new UsageError('--email and --password go together');
  }
  const timeoutMs = Number(values['timeout-ms']);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new UsageError('--timeout-ms must be a positive integer');
  return {
    help: false,
    json: values.json,
    jsonFile: values['json-file'],
    options: {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      store: values.store,
      email: values.email,
      password: values.password,
      timeoutMs,
    },
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

function writeReport(path: string, json: string): void {
  try {
    writeFileSync(path, `${json}\n`);
  } catch (err) {
    throw new UsageError(`Cannot write ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const command = parseCli(argv);
    if (command.help) {
      io.out(USAGE);
      return EXIT.passed;
    }
    const report = await verifyContract(command.options);
    io.out(command.json ? formatJson(report) : formatText(report));
    if (command.jsonFile) writeReport(command.jsonFile, formatJson(report));
    return report.failed ? EXIT.failed : EXIT.passed;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message} (see --help)`);
      return EXIT.usage;
    }
    if (err instanceof UnreachableError) {
      io.err(err.message);
      return EXIT.usage;
    }
    throw err;
  }
}

if (require.main === module) {
  const io: Io = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  };
  main(process.argv.slice(2), io).then(
    (code) => {
      // exitCode, not exit(): stdout may still be draining into a pipe.
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(
        `verify-contract crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exitCode = EXIT.usage;
    },
  );
}
