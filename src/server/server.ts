import { execFile } from 'node:child_process';
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EnvError, isProductionStart, parseEnv, type ServerEnv } from '../../config/env';
import { weakSecretReason } from '../../config/secret-strength';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { DataDirLocked } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed, type SeedResult } from './db/seed';
import type { Database } from './db/types';
import { sharedErpToken } from './domain/stock-alert/erp-token';
import { scheduleHousekeeping } from './domain/housekeeping/housekeeping';
import { coreHousekeepingTasks, EXPIRY_INTERVAL_MS, expiryTasks } from './domain/housekeeping/tasks';
import { sharedBoutiqueToken } from './domain/reservation/boutique-token';
import { projectRoot } from './lib/paths';
import { newDevToolsToken, UNLOCK_PATH } from './plugins/dev-tools-access';

/** How the primary of WORKERS=N hands its development tools token to the workers (forks inherit the environment). */
const DEV_TOOLS_TOKEN_ENV = 'CASEBACK_DEV_TOOLS_TOKEN';

/**
 * Boot: validate the environment, open and migrate the database, seed on first start, listen. With WORKERS=N
 * (PostgreSQL only) this process prepares the database and forks N workers that share the port (`cluster.ts`);
 * each worker opens its own pool and skips the preparation.
 */
async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  // A new token every boot, one for all workers: the development tools open to another machine only for
  // whoever reads this console.
  const devToolsOn = env.devMailbox || env.sandboxApprovals;
  if (cluster.isPrimary) {
    if (devToolsOn) process.env[DEV_TOOLS_TOKEN_ENV] = newDevToolsToken();
    else delete process.env[DEV_TOOLS_TOKEN_ENV];
  }
  if (env.workers > 1 && cluster.isPrimary) {
    printDevToolsLink(env);
    await runPrimary(env.workers, async () => {
      const db = await open(env);
      try {
        await prepare(db, env);
      } finally {
        await db.close();
      }
    });
    return;
  }
  await serve(env, cluster.isPrimary);
}

/** A new PGlite data directory is migrated and seeded by a child process (why: `db/prepare-child.ts`). */
async function prepareInChild(dataDir: string, env: ServerEnv): Promise<void> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(__dirname, 'db/prepare-child.js'), dataDir, String(env.seedExtraProducts)],
    { maxBuffer: 1 << 20 },
  );
  preparedInChild = JSON.parse(stdout.trim().split('\n').pop() ?? '') as SeedResult;
}

let preparedInChild: SeedResult | null = null;

function open(env: ServerEnv, prepares = false): Promise<Database> {
  return openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: join(env.dataDir, 'pglite'),
    ...(prepares ? { prepareNewDataDir: (dir: string) => prepareInChild(dir, env) } : {}),
    onLockCompromised: (err) => {
      // Another process took the data directory (this one froze past the lock's staleness): stop writing.
      process.stderr.write(`The lock on the database directory was lost (${err.message}); stopping.\n`);
      process.exit(1);
    },
  });
}

/** Once per database start: migrations and new seed steps. Answers what it seeded. */
async function prepare(db: Database, env: ServerEnv): Promise<{ seeded: boolean; seedSteps: string[] }> {
  await migrate(db);
  const { seeded, applied } = await seed(db, { extraProducts: env.seedExtraProducts });
  // After a child prepared a new data directory, this finds nothing to do: report what the child did.
  if (preparedInChild) return { seeded: preparedInChild.seeded, seedSteps: preparedInChild.applied };
  return { seeded, seedSteps: applied };
}

async function serve(env: ServerEnv, prepares: boolean): Promise<void> {
  const db = await open(env, prepares);
  const { seeded, seedSteps } = prepares ? await prepare(db, env) : { seeded: false, seedSteps: [] };
  const { version } = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  // ERP_TOKEN, or the shop's token ($DATA_DIR/erp-token, shared through the database on PostgreSQL).
  const erp = await sharedErpToken(db, env.dataDir, env.erpToken);
  const weakErp = isProductionStart(env) ? weakSecretReason(erp.token) : null;
  if (weakErp) {
    process.stderr.write(`Invalid environment:\n  - the ERP token in ${erp.source} ${weakErp}\n`);
    process.exit(2);
  }
  // BOUTIQUE_TOKEN, or $DATA_DIR/boutique-token (shared through the database on PostgreSQL): the boutiques' key
  // to collect or cancel reservations.
  const boutique = await sharedBoutiqueToken(db, env.dataDir, env.boutiqueToken);
  const devToolsToken = process.env[DEV_TOOLS_TOKEN_ENV];
  const devTools = devToolsToken ? { token: devToolsToken } : undefined;
  const app = await buildApp({
    db,
    env: { ...env, erpToken: erp.token, boutiqueToken: boutique.token },
    clientDir: join(projectRoot(), 'build/client'),
    version,
    devTools,
  });
  app.log.info(
    { driver: db.driver, seeded, seedSteps, dataDir: env.databaseUrl ? undefined : env.dataDir },
    'database ready',
  );
  app.log.info({ from: erp.source }, 'ERP integration token');
  app.log.info({ from: boutique.source }, 'boutique integration token');
  const report = {
    removed: (counts: Record<string, number>) => app.log.info({ removed: counts }, 'housekeeping'),
    failed: (task: string, err: unknown) => app.log.error({ err, task }, 'housekeeping task failed'),
  };
  // Ended sessions, abandoned guest carts, spent captchas and old rate-limit windows: now and every few minutes;
  // expired holds and Idempotency-Keys: now and every minute.
  const schedules = [
    scheduleHousekeeping(db, coreHousekeepingTasks(env.sessionLifetime), report),
    scheduleHousekeeping(db, expiryTasks(), report, EXPIRY_INTERVAL_MS),
  ];

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A worker hears Ctrl-C from the terminal and again from its primary: one shutdown.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    await app.close();
    await db.close(); // releases the data directory's lock
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
  if (devTools) {
    app.log.info(
      { mailbox: env.devMailbox, sandboxApprovals: env.sandboxApprovals },
      'development tools on: they answer this machine; another machine opens them with the link on the console',
    );
    if (cluster.isPrimary) printDevToolsLink(env);
  }
}

/** Written to the console, not the log: the log may travel to other systems, and it holds no secret. */
function printDevToolsLink(env: ServerEnv): void {
  const token = process.env[DEV_TOOLS_TOKEN_ENV];
  if (!token) return;
  process.stdout.write(
    `Development tools from another machine: ${env.publicUrl}${UNLOCK_PATH}?token=${token}\n`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLocked) {
    process.stderr.write(`Cannot start: ${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
