import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../lib/paths';
import type { Database } from './types';

export const MIGRATIONS_DIR = join(projectRoot(), 'src/server/db/migrations');

/**
 * Applies every `NNN_name.sql` not yet recorded, each in its own transaction, in file-name order.
 * A lock keeps two processes on one PostgreSQL from migrating at once.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`create table if not exists schema_migration (
    version text primary key, applied_at timestamptz not null default now())`);
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction(async (tx) => {
      if (db.driver === 'postgres') await tx.query('select pg_advisory_xact_lock(4242001)');
      const seen = await tx.query('select 1 from schema_migration where version = $1', [file]);
      if (seen.rowCount > 0) return false;
      await runStatements(tx, readFileSync(join(dir, file), 'utf8'));
      await tx.query('insert into schema_migration (version) values ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

// Parameterised queries take one statement at a time; migrations separate theirs with a line `-- ;`
// or a trailing semicolon at the end of a line.
async function runStatements(tx: { query: Database['query'] }, sql: string): Promise<void> {
  for (const statement of splitStatements(sql)) await tx.query(statement);
}

export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    current += line + '\n';
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
