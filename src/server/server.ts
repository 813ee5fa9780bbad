import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError, isProductionStart, parseEnv } from '../../config/env';
import { weakSecretReason } from '../../config/secret-strength';
import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { resolveErpToken } from './domain/stock-alert/erp-token';
import { purgeExpiredSessions } from './domain/session/session-store';
import { projectRoot } from './lib/paths';
import { newDevToolsToken, UNLOCK_PATH } from './plugins/dev-tools-access';

/** Boot: validate the environment, open and migrate the database, seed on first start, listen. */
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
  // ERP_TOKEN, or the token in $DATA_DIR/erp-token (created on first boot): the ERP feed's only key.
  const erp = resolveErpToken(env.dataDir, env.erpToken);
  const weakErp = isProductionStart(env) ? weakSecretReason(erp.token) : null;
  if (weakErp) {
    process.stderr.write(`Invalid environment:\n  - the ERP token in ${erp.source} ${weakErp}\n`);
    process.exit(2);
  }
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: join(env.dataDir, 'pglite') });
  await migrate(db);
  const { seeded } = await seed(db, { extraProducts: env.seedExtraProducts });
  await purgeExpiredSessions(db);
  const { version } = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  const devToolsOn = env.devMailbox || env.sandboxApprovals;
  // A new token every boot: the development tools open to another machine only for whoever reads this console.
  const devTools = devToolsOn ? { token: newDevToolsToken() } : undefined;
  const app = await buildApp({
    db,
    env: { ...env, erpToken: erp.token },
    clientDir: join(projectRoot(), 'build/client'),
    version,
    devTools,
  });
  app.log.info(
    { driver: db.driver, seeded, dataDir: env.databaseUrl ? undefined : env.dataDir },
    'database ready',
  );
  app.log.info({ from: erp.source }, 'ERP integration token');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
  if (devTools) {
    // Written to the console, not the log: the log may travel to other systems, and it holds no secret.
    app.log.info(
      { mailbox: env.devMailbox, sandboxApprovals: env.sandboxApprovals },
      'development tools on: they answer this machine; another machine opens them with the link on the console',
    );
    process.stdout.write(
      `Development tools from another machine: ${env.publicUrl}${UNLOCK_PATH}?token=${devTools.token}\n`,
    );
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
