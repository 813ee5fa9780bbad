import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { listOperations } from '../../src/common/contract/operations';
import { formatGithubAnnotations } from './github';
import { UnreachableError } from './http';
import { formatJunit } from './junit';
import { isLoopback } from './read-only';
import { formatJson, formatText } from './report';
import { verifyContract } from './run';
import { unknownSelections } from './selection';
import type { BearerTokens, VerifyOptions } from './types';

/** Exit codes CI relies on (documented in the README and --help). */
export const EXIT = { passed: 0, failed: 1, usage: 2, crashed: 3 } as const;

/** Secrets may come from the environment instead of the command line (where `ps` and CI logs show them). */
export const ENV_VARS = {
  password: 'CASEBACK_VERIFY_PASSWORD',
  secondPassword: 'CASEBACK_VERIFY_SECOND_PASSWORD',
  erpToken: 'CASEBACK_ERP_TOKEN',
  boutiqueToken: 'CASEBACK_BOUTIQUE_TOKEN',
} as const;

const USAGE = `Usage: caseback-verify-contract --base-url URL [options]
       (in the repository: npm run verify:contract -- --base-url URL [options])

Checks that the API at URL honours the Caseback storefront contract (openapi/*.yaml).

  --base-url URL          the implementation to verify (required); nothing else is contacted
  --store CODE            store view to use (default en-int)
  --email EMAIL           a real account: also verify sign-in, the signed-in customer's operations and sign-out
  --password TEXT         that account's password (or ${ENV_VARS.password})
  --second-email EMAIL    another account, to check that it cannot reach the first one's carts, addresses,
                          orders, wishlist and watches (without it, a full run registers a throwaway one)
  --second-password TEXT  that account's password (or ${ENV_VARS.secondPassword})
  --read-only             send only GETs and side-effect-free POSTs: no cart, order, stock or account change
                          (the default when URL is not a loopback address)
  --allow-writes          full run on a non-loopback URL: places orders, changes carts, addresses, wishlist
  --only NAME             an operationId or a contract tag (repeatable); runs what those need, reports those
  --concurrency N         independent scenarios at once (default 1)
  --erp-token TOKEN       bearer token of the ERP operations (or ${ENV_VARS.erpToken})
  --boutique-token TOKEN  bearer token of the boutique operations (or ${ENV_VARS.boutiqueToken})
  --timeout-ms N          per request (default 10000)
  --json FILE             write the JSON report (report.schema.json) to FILE; "-" prints it instead of the text
  --junit FILE            write a JUnit XML report to FILE
  --quiet                 print only the failures and the summary
  --version               print the verifier's version
  --help                  print this help

With GITHUB_ACTIONS=true every failure is also printed as a ::error annotation on its contract line.

Exit code: 0 every check passed (skipped ones included), 1 a check failed, 2 usage error, server unreachable
or a report file that cannot be written, 3 the verifier itself crashed.`;

export class UsageError extends Error {}

export interface CliOutputs {
  /** JSON report file, or '-' for stdout instead of the text report. */
  json: string | undefined;
  junit: string | undefined;
  quiet: boolean;
  /** Print GitHub Actions annotations (GITHUB_ACTIONS=true). */
  annotations: boolean;
  /** Why the run is read-only when it was not asked for, shown on stderr. */
  notice: string | null;
}

export type CliCommand =
  { kind: 'help' } | { kind: 'version' } | ({ kind: 'run'; options: VerifyOptions } & CliOutputs);

export function parseCli(argv: string[], env: NodeJS.ProcessEnv = {}): CliCommand {
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
        'second-email': { type: 'string' },
        'second-password': { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        'allow-writes': { type: 'boolean', default: false },
        only: { type: 'string', multiple: true, default: [] },
        concurrency: { type: 'string', default: '1' },
        'erp-token': { type: 'string' },
        'boutique-token': { type: 'string' },
        'timeout-ms': { type: 'string', default: '10000' },
        json: { type: 'string' },
        // The earlier name of --json FILE, kept for existing CI scripts.
        'json-file': { type: 'string' },
        junit: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        version: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new UsageError('--base-url is required');
  if (!isHttpUrl(baseUrl)) throw new UsageError(`--base-url must be an http(s) URL, got "${baseUrl}"`);
  const password = values.password ?? nonEmpty(env[ENV_VARS.password]);
  if (Boolean(values.email) !== Boolean(password)) {
    throw new UsageError(`--email and --password (or ${ENV_VARS.password}) go together`);
  }
  const secondPassword = values['second-password'] ?? nonEmpty(env[ENV_VARS.secondPassword]);
  if (Boolean(values['second-email']) !== Boolean(secondPassword)) {
    throw new UsageError(`--second-email and --second-password (or ${ENV_VARS.secondPassword}) go together`);
  }
  if (values['second-email'] && !values.email) {
    throw new UsageError('--second-email needs --email: the second account is checked against the first');
  }
  if (values['second-email'] && values['second-email'].toLowerCase() === values.email?.toLowerCase()) {
    throw new UsageError('--second-email must be another account than --email');
  }
  const timeoutMs = positiveInteger(values['timeout-ms'], '--timeout-ms');
  const concurrency = positiveInteger(values.concurrency, '--concurrency');
  if (values['read-only'] && values['allow-writes']) {
    throw new UsageError('--read-only and --allow-writes contradict each other');
  }
  if (values.json && values['json-file']) throw new UsageError('give --json or --json-file, not both');
  const unknown = unknownSelections(values.only, listOperations());
  if (unknown.length) {
    throw new UsageError(`--only ${unknown.join(', ')}: neither an operationId nor a tag of the contract`);
  }
  const local = isLoopback(baseUrl);
  const readOnly = values['read-only'] || (!local && !values['allow-writes']);
  const tokens: BearerTokens = {};
  const erpToken = values['erp-token'] ?? nonEmpty(env[ENV_VARS.erpToken]);
  const boutiqueToken = values['boutique-token'] ?? nonEmpty(env[ENV_VARS.boutiqueToken]);
  if (erpToken) tokens.erpToken = erpToken;
  if (boutiqueToken) tokens.boutiqueToken = boutiqueToken;
  return {
    kind: 'run',
    json: values.json ?? values['json-file'],
    junit: values.junit,
    quiet: values.quiet,
    annotations: env.GITHUB_ACTIONS === 'true',
    notice:
      readOnly && !values['read-only']
        ? `${new URL(baseUrl).hostname} is not a loopback address: read-only run (no order, cart, stock or account change); --allow-writes for a full run`
        : null,
    options: {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      store: values.store,
      email: values.email,
      password,
      secondEmail: values['second-email'],
      secondPassword,
      timeoutMs,
      readOnly,
      tokens,
      only: values.only,
      concurrency,
    },
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value ? value : undefined;
}

function positiveInteger(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`${flag} must be a positive integer`);
  return value;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** The package's version when run from the published package; the repository's checkout otherwise. */
export function verifierVersion(from = __dirname): string {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@caseback/verify-contract') return `${pkg.name} ${pkg.version ?? ''}`.trim();
  }
  return 'verify-contract (repository checkout)';
}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env?: NodeJS.ProcessEnv;
}

function writeReport(path: string, content: string): void {
  try {
    writeFileSync(path, content.endsWith('\n') ? content : `${content}\n`);
  } catch (err) {
    throw new UsageError(`Cannot write ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const command = parseCli(argv, io.env ?? {});
    if (command.kind === 'help') {
      io.out(USAGE);
      return EXIT.passed;
    }
    if (command.kind === 'version') {
      io.out(verifierVersion());
      return EXIT.passed;
    }
    if (command.notice) io.err(command.notice);
    const report = await verifyContract(command.options);
    // The runner reads workflow commands from both streams: keep stdout pure JSON with --json -.
    const annotate = command.json === '-' ? io.err : io.out;
    if (command.annotations) for (const line of formatGithubAnnotations(report)) annotate(line);
    io.out(command.json === '-' ? formatJson(report) : formatText(report, { quiet: command.quiet }));
    if (command.json && command.json !== '-') writeReport(command.json, formatJson(report));
    if (command.junit) writeReport(command.junit, formatJunit(report));
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

/** The process entry point: the repository's `npm run verify:contract` and the package's bin both call it. */
export function runCommandLine(): void {
  const io: Io = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
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
      process.exitCode = EXIT.crashed;
    },
  );
}

if (require.main === module) runCommandLine();
