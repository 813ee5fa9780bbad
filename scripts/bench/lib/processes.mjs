// Child processes and temporary folders of one benchmark run, released together even when the run fails or
// is interrupted (Ctrl-C): nothing is left listening and no temporary database is left on disk.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cleanups = [];

export function onCleanup(fn) {
  cleanups.push(fn);
  return fn;
}

export async function cleanUp() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      console.error(`cleanup: ${err.message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the temporary data…`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** Whether nothing listens on `port` yet (another process may hold a port of the range we were given). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts the bare Fastify app in a child process and resolves once it listens. */
export function startBareServer({ port, payloadFile, productPayloadFile }) {
  const script = new URL('../bare-server.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_PAYLOAD_FILE: payloadFile,
      ...(productPayloadFile ? { BENCH_PRODUCT_PAYLOAD_FILE: productPayloadFile } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  onCleanup(stop);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bare server exited with code ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('listening')) {
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop });
      }
    });
  });
}

/**
 * The pid of our own child that serves `port` (server-process.mjs does not hand it out): the one whose
 * environment says PORT=<port>. Linux only; null elsewhere.
 */
export function childPidOnPort(port) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return null;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${port}`))
        return Number(pid);
    } catch {
      // the process ended meanwhile, or is not ours
    }
  }
  return null;
}

/** Stops our child on `port` if one is still there (a server interrupted while it was still booting). */
export async function stopChildOnPort(port) {
  const pid = childPidOnPort(port);
  if (!pid) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && childPidOnPort(port) === pid; i += 1)
    await new Promise((r) => setTimeout(r, 100));
}

/** Resident and peak memory of a process in MiB (Linux /proc), or null. */
export function memoryOf(pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}
