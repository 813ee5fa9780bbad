#!/usr/bin/env node
// `npm run bench`: every benchmark of the shop one after another, each with the reference it measures in the
// same run (a bare Fastify route answering the same bytes, the client-only build, the base catalogue, a new
// data directory against an existing one), and the machine's load average around each, so a reader can tell a
// real change from a busy machine. The figures are each benchmark's own tables, printed as they come:
//   bench:catalogue    listings, search, product reads against the bare route; new search terms and price
//                      ranges at the base catalogue and at --extra sizes (BENCH_EXTRA_PRODUCTS, default here
//                      20000: 200,000 seeds for over an hour on two cores; pass --extra=20000,200000 for both)
//   bench:cart         cart round trips and placed orders on PostgreSQL, one process then two; needs a database
//                      it may fill: BENCH_DATABASE_URL, else a database of its own is created on the local
//                      server (127.0.0.1:5432, as this machine and CI have) and dropped afterwards; skipped,
//                      and said so, when none is reachable
//   bench:memory       peak and steady resident memory on the embedded database
//   bench:first-paint  Lighthouse and bytes before first paint, server-rendered against client-only
// Arguments after `--` go to bench:catalogue. Exit code 1 when any benchmark failed.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function cartDatabase() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `caseback_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function run(name, args) {
  console.log(`\n════ npm run ${name} ${args.join(' ')}  (load ${load()})\n`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', name, '--', ...args], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  return { name, ok: result.status === 0, seconds, load: load() };
}

async function main() {
  const extraArgs = process.argv.slice(2);
  const catalogueArgs = extraArgs.some((a) => a.startsWith('--extra'))
    ? extraArgs
    : [`--extra=${process.env.BENCH_EXTRA_PRODUCTS ?? '20000'}`, ...extraArgs];
  console.log(`Benchmarks: ${cpus().length} CPUs, load ${load()}, Node ${process.version}`);
  const results = [run('bench:catalogue', catalogueArgs)];
  const database = await cartDatabase();
  if (database) {
    try {
      results.push(run('bench:cart', [`--database-url=${database.url}`]));
      results.push(run('bench:cart', [`--database-url=${database.url}`, '--workers=2']));
    } finally {
      await database.drop();
    }
  } else {
    console.log('\n════ bench:cart skipped: no PostgreSQL at 127.0.0.1:5432 and no BENCH_DATABASE_URL');
  }
  results.push(run('bench:memory', []));
  results.push(run('bench:first-paint', []));
  console.log('\n════ Summary');
  for (const r of results)
    console.log(
      `${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(18)} ${String(r.seconds).padStart(5)} s, load after ${r.load}`,
    );
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

await main();
