import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { EXIT } from '../../scripts/verify-contract/cli';
import type { Report } from '../../scripts/verify-contract/types';
import { ROOT, serveOverOneSeededDatabase } from './verifier-harness';

// The command line, run as a backend team runs it: its exit codes and its outputs, against the reference
// server and the broken one.

const servers = serveOverOneSeededDatabase({ reference: true, broken: true });

describe('the verify-contract command', () => {
  it('exits 0 when every check passes, 1 when one fails and 2 on usage errors', async () => {
    const closed = await closedPortUrl();
    const dir = mkdtempSync(join(tmpdir(), 'verifier-cli-'));
    const [json, junit] = [join(dir, 'report.json'), join(dir, 'report.xml')];
    const quietReports = ['--quiet', '--json', json, '--junit', junit];
    const [good, bad, unreachable, usage] = await Promise.all([
      // The whole contract runs in verifier-reference.test.ts: here, enough to see exit codes and outputs.
      runCli(['--base-url', servers.referenceUrl, '--only', 'getStoreConfig']),
      runCli(
        [
          '--base-url',
          servers.brokenUrl,
          ...['--only', 'getStoreConfig', '--only', 'getHealth'],
          ...quietReports,
        ],
        {
          GITHUB_ACTIONS: 'true',
        },
      ),
      runCli(['--base-url', closed]),
      runCli(['--store', 'en-int']),
    ]);
    expect(good.code).toBe(EXIT.passed);
    expect(lastLine(good.stdout)).toMatch(/^[1-9]\d* passed, 0 failed$/);
    expect(bad.code).toBe(1);
    expect(lastLine(bad.stdout)).toMatch(/^\d+ passed, [1-9]\d* failed$/);
    // --quiet: no passed check is printed (getHealth passed); every failure is also a GitHub annotation on its
    // contract line.
    expect(bad.stdout).not.toContain('✔ getHealth');
    expect(bad.stdout).toMatch(
      /^::error title=getStoreConfig%3A [^\n]*,file=openapi\/store\.yaml,line=\d+::expected 200 application\/json StoreConfig, got 200 text\/html: content type text\/html instead of application\/json%0Arepeat: curl -i -X GET /m,
    );
    const written = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(`${written.passed} passed, ${written.failed} failed`).toBe(lastLine(bad.stdout));
    expect(written.checks.filter((c) => c.operationId === 'getHealth').every((c) => c.passed)).toBe(true);
    expect(written.checks.some((c) => c.operationId === 'getHealth')).toBe(true);
    expect(readFileSync(junit, 'utf8')).toContain(`failures="${written.failed}"`);
    rmSync(dir, { recursive: true, force: true });
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr.trim()).toBe(
      `Cannot reach ${closed}: connect ECONNREFUSED ${closed.slice('http://'.length)}`,
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--base-url is required');
  });
});

/** A URL nobody listens on: a port the OS just handed out and took back. */
async function closedPortUrl(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real command line in a child process: async, because the servers answer from this process. */
function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', 'ts-node/register', 'scripts/verify-contract/cli.ts', ...args],
      { cwd: ROOT, timeout: 100_000, env: { ...process.env, GITHUB_ACTIONS: '', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function lastLine(text: string): string {
  return text.trimEnd().split('\n').pop() ?? '';
}
