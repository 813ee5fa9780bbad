import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of WORKERS=N: it prepares the database once (migrations, seed), then forks N copies of this
 * program that share the port (node:cluster hands each new connection to the next worker). Everything the
 * workers must agree on lives in PostgreSQL: sessions, carts, rate limits, spent captchas and the captcha key,
 * the ERP token, and the cache invalidations (LISTEN/NOTIFY). The primary serves nothing itself.
 *
 * A worker that dies after it listened is replaced; one that dies before (a bad configuration, the database
 * unreachable) stops the whole server, as its replacements would fail the same way. SIGINT and SIGTERM are
 * passed on; the primary exits once every worker has closed.
 */
export async function runPrimary(workers: number, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  let stopping = false;
  const listened = new WeakSet<Worker>();

  const stop = (signal: NodeJS.Signals, exitCode: number) => {
    if (!stopping) log(30, `stopping ${workers} workers`, { signal });
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  };

  cluster.on('listening', (worker, address) => {
    listened.add(worker);
    log(30, 'worker listening', { worker: worker.id, workerPid: worker.process.pid, port: address.port });
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const details = { worker: worker.id, workerPid: worker.process.pid, code, signal };
    if (!listened.has(worker)) {
      log(50, 'a worker stopped before it listened; stopping the server', details);
      stop('SIGTERM', 1);
      return;
    }
    log(50, 'a worker stopped; starting another', details);
    cluster.fork();
  });
  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('SIGTERM', () => stop('SIGTERM', 0));

  for (let i = 0; i < workers; i++) cluster.fork();
  log(30, `started ${workers} workers`, { workers });
}

/** One JSON line in pino's shape (level, time, pid, msg), like the workers' own log lines. */
function log(level: 30 | 50, msg: string, details: Record<string, unknown>): void {
  const line = JSON.stringify({
    level,
    time: Date.now(),
    pid: process.pid,
    role: 'primary',
    ...details,
    msg,
  });
  (level >= 50 ? process.stderr : process.stdout).write(`${line}\n`);
}
