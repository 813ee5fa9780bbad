import { randomBytes } from 'node:crypto';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Database } from '../db/types';
import { databaseUrl, pgliteTemplate, postgresTemplate, withAdmin } from './db-templates';

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL database's URL, for server processes of its own (undefined on PGlite, in memory). */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file, a copy of the run's migrated (and by default seeded) template (see
 * db-templates.ts): in-memory PGlite by default; with TEST_DATABASE_URL, a new database on that PostgreSQL
 * server (created here, dropped on close), so parallel files never share state.
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const kind = options.seeded === false ? 'migrated' : 'seeded';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite(undefined, { from: pgliteTemplate(kind) });
    return { db, close: () => db.close() };
  }
  const template = postgresTemplate(kind);
  if (!template) throw new Error('TEST_DATABASE_URL was set after the global setup made the templates.');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  // The database is dropped with (force) at the end; connections ended that way are expected.
  const url = databaseUrl(adminUrl, name);
  const db = await openPostgres(url, 5, () => undefined);
  return {
    db,
    url,
    async close() {
      await db.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
