// Starts the built reference server as a child process and waits until /healthz answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ENTRY, root } from './build.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startServer({
  dataDir,
  port,
  env = {},
  timeoutMs = 90_000,
  log = 'inherit-errors',
  // Node's own flags for the server process (a benchmark's --cpu-prof).
  nodeArgs = [],
}) {
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEV_MAILBOX: 'true',
      SANDBOX_APPROVALS: 'true',
      LOG_LEVEL: 'warn',
      // A tag manager the journeys can watch: the shop's own stand-in, loaded only after analytics consent.
      GTM_CONTAINER_ID: 'GTM-E2ETEST',
      TAG_MANAGER_SCRIPT_URL: '/dev/tag-manager.js',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk) => {
    keep(chunk);
    if (log === 'inherit-errors') process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() - started >= timeoutMs) {
    child.kill('SIGKILL');
    throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
  }
  return {
    url,
    pid: child.pid,
    bootMs: Date.now() - started,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
