import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { projectRoot } from '../lib/paths';

/**
 * Real server processes for the tests that need more than one (the data directory's lock, several processes on
 * one PostgreSQL). `npm test` runs jest before the production build, and ts-node would compile the whole server
 * again in every process (10 s or more each on a busy machine), so the server's sources are transpiled once
 * (no type check: tsc does that) into `.cache/server-js/<hash of the sources>`, shared by the test files and
 * runs that see the same sources. Inside the repository, so that the server finds its package.json, its
 * migrations and node_modules as it does from `build/`.
 */
const SOURCES = ['src/server', 'src/common', 'config'];
const SKIP = /(\.test\.ts|\/test-utils\/|\/config\/(jest|webpack|eslint)\/)/;

function sourceFiles(): string[] {
  const root = projectRoot();
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(ts|json)$/.test(entry.name) && !SKIP.test(path)) files.push(path);
    }
  };
  SOURCES.forEach((dir) => visit(join(root, dir)));
  return files.sort();
}

let entry: string | undefined;

/** The transpiled `server.js`, made on first use (a few seconds) unless the cache has these sources already. */
export function serverEntry(): string {
  if (entry) return entry;
  const root = projectRoot();
  const files = sourceFiles();
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  const cache = join(root, '.cache/server-js');
  const target = join(cache, hash.digest('hex').slice(0, 16));
  const main = join(target, 'src/server/server.js');
  if (!existsSync(main)) {
    // Written aside and renamed: a test file running in parallel sees all of it or nothing.
    const scratch = join(cache, `tmp-${randomBytes(4).toString('hex')}`);
    for (const file of files) {
      const out = join(scratch, relative(root, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(out), { recursive: true });
      const text = readFileSync(file, 'utf8');
      writeFileSync(out, file.endsWith('.json') ? text : transpile(text, file));
    }
    try {
      renameSync(scratch, target);
    } catch {
      rmSync(scratch, { recursive: true, force: true }); // another file made the same one first
    }
    // Older sources' copies are of no further use.
    for (const old of readdirSync(cache)) {
      if (join(cache, old) !== target && !old.startsWith('tmp-')) {
        rmSync(join(cache, old), { recursive: true, force: true });
      }
    }
  }
  entry = main;
  return main;
}

function transpile(source: string, fileName: string): string {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      resolveJsonModule: true,
    },
  }).outputText;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Spawns the server with a clean environment (not jest's): NODE_ENV=test, info logs (the tests read them),
 * port 0 (the system picks one; `listeningUrl` reads it from the log), plus `env`.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    pid: child.pid!,
    output: () => output,
    exited,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Polls `probe` until it answers something other than undefined, every 50 ms, for at most `timeoutMs`. The
 * bound only turns a hang into a failure that says what it waited for; nothing is timed.
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The JSON log lines a server wrote so far (pino's and the cluster primary's). */
export function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** Waits until the server says where it listens; fails at once if it exits first. */
export async function listeningUrl(server: ServerProcess, timeoutMs = 30_000): Promise<string> {
  return waitFor(
    'the server to listen',
    () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`The server exited before it listened:\n${server.output()}`);
      }
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
      return match?.[1];
    },
    timeoutMs,
  );
}
