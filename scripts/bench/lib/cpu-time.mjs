// CPU time spent by processes of this machine (Linux /proc), for benchmarks whose server, database and load
// generator share the cores: CPU milliseconds per journey stay comparable when a busy machine makes the
// throughput move with the neighbours' load.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_S = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone, or not Linux
  }
}

/** `pid` and its descendants (a cluster primary's workers). */
function withDescendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(entry);
    if (s) parents.set(Number(entry), s.ppid);
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return [...tree];
}

const ticksOf = (pids) => pids.reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0);

/**
 * Measures the CPU of the server (`serverPid` and its workers) and of the PostgreSQL backends serving
 * `databaseUrl` (when the database runs on this machine) between `start()` and the `stop()` it returns, in ms.
 */
export async function cpuMeter(serverPid, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backends = async () =>
    (
      await client.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  return {
    async start() {
      const server = withDescendants(serverPid);
      const database = await backends();
      const before = { server: ticksOf(server), database: ticksOf(database) };
      return async () => {
        const ms = (ticks) => (ticks * 1000) / TICKS_PER_S;
        return {
          serverMs: ms(ticksOf(server) - before.server),
          // Backends opened during the run are not counted; the server's pool opens its connections at warm-up.
          databaseMs: ms(ticksOf(database) - before.database),
        };
      };
    },
    close: () => client.end(),
  };
}
