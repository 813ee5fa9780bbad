import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seed } from '../db/seed';
import type { Database } from '../db/types';

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL, a new database on
 * that PostgreSQL server (created here, dropped on close), so parallel files never share state.
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let db: Database;
  let dropDatabase = async () => undefined as void;
  if (adminUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // The database is dropped with (force) at the end; connections ended that way are expected.
    db = await openPostgres(url.toString(), 5, () => undefined);
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    db = await openPglite();
  }
  await migrate(db);
  if (options.seeded !== false) await seed(db);
  return {
    db,
    async close() {
      await db.close();
      await dropDatabase();
    },
  };
}
