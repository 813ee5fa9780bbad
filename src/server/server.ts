import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError, parseEnv } from '../../config/env';
import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { resolveErpToken } from './domain/stock-alert/erp-token';
import { resolveBoutiqueToken } from './domain/reservation/boutique-token';
import { purgeExpiredSessions } from './domain/session/session-store';
import { projectRoot } from './lib/paths';

/** Boot: validate the environment, open and migrate the database, apply new seed steps, listen. */
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
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: join(env.dataDir, 'pglite') });
  await migrate(db);
  const { seeded, applied: seedSteps } = await seed(db, { extraProducts: env.seedExtraProducts });
  await purgeExpiredSessions(db);
  const { version } = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  // ERP_TOKEN, or the token in $DATA_DIR/erp-token (created on first boot): the ERP feed's only key.
  const erp = resolveErpToken(env.dataDir, env.erpToken);
  // BOUTIQUE_TOKEN, or $DATA_DIR/boutique-token: the boutiques' key to collect or cancel reservations.
  const boutique = resolveBoutiqueToken(env.dataDir, env.boutiqueToken);
  const app = await buildApp({
    db,
    env: { ...env, erpToken: erp.token, boutiqueToken: boutique.token },
    clientDir: join(projectRoot(), 'build/client'),
    version,
  });
  app.log.info(
    { driver: db.driver, seeded, seedSteps, dataDir: env.databaseUrl ? undefined : env.dataDir },
    'database ready',
  );
  app.log.info({ from: erp.source }, 'ERP integration token');
  app.log.info({ from: boutique.source }, 'boutique integration token');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
