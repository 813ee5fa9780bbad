import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seed } from '../db/seed';
import type { Database } from '../db/types';

/**
 * The databases test files start from, made once per jest run (config/jest/server.global-setup.ts) rather than
 * once per file: initdb, the migrations and the seed cost seconds, a copy of their result a fraction of that.
 * PGlite: data directory dumps in jest's cache folder. PostgreSQL (TEST_DATABASE_URL): template databases.
 *
 * - `empty`: initdb only (PGlite only: the persistence test migrates it itself);
 * - `migrated`: every migration applied;
 * - `seeded`: migrated, then the demo shop of `db/seed`.
 */
export type TemplateKind = 'empty' | 'migrated' | 'seeded';

interface Templates {
  /** Folder of `{kind}.tar` PGlite dumps. */
  pgliteDir: string;
  /** PostgreSQL template database per kind, when the run has TEST_DATABASE_URL. */
  postgres?: { adminUrl: string; names: Record<Exclude<TemplateKind, 'empty'>, string> };
}

/** Where the global setup tells the test workers (its child processes) about the templates. */
const ENV_VAR = 'CASEBACK_TEST_DB_TEMPLATES';

/** Makes the templates unless this run has them already (jest runs the global setup once per project). */
export async function makeTestDatabaseTemplates(cacheDir: string): Promise<void> {
  if (process.env[ENV_VAR]) return;
  const templates: Templates = { pgliteDir: mkdtempSync(join(cacheDir, 'db-templates-')) };
  process.env[ENV_VAR] = JSON.stringify(templates);
  const db = await openPglite();
  try {
    const save = async (kind: TemplateKind) =>
      writeFileSync(pgliteDumpPath(templates, kind), Buffer.from(await (await db.dump()).arrayBuffer()));
    await save('empty');
    await migrate(db);
    await save('migrated');
    await seed(db);
    await save('seeded');
  } finally {
    await db.close();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    templates.postgres = { adminUrl, names: await makePostgresTemplates(adminUrl) };
    process.env[ENV_VAR] = JSON.stringify(templates);
  }
}

/** Removes what makeTestDatabaseTemplates made (jest runs the global teardown once per project too). */
export async function removeTestDatabaseTemplates(): Promise<void> {
  const raw = process.env[ENV_VAR];
  if (!raw) return;
  delete process.env[ENV_VAR];
  const templates = JSON.parse(raw) as Templates;
  rmSync(templates.pgliteDir, { recursive: true, force: true });
  if (templates.postgres) {
    const { adminUrl, names } = templates.postgres;
    await withAdmin(adminUrl, async (admin) => {
      for (const name of Object.values(names)) await admin.query(`drop database if exists ${name}`);
    });
  }
}

function currentTemplates(): Templates {
  const raw = process.env[ENV_VAR];
  if (!raw) {
    throw new Error(
      `${ENV_VAR} is not set: the server tests' databases are copies of templates made by jest's global setup ` +
        '(config/jest/server.global-setup.ts); run them through jest.config.js.',
    );
  }
  return JSON.parse(raw) as Templates;
}

const pgliteDumpPath = (templates: Templates, kind: TemplateKind) => join(templates.pgliteDir, `${kind}.tar`);

/** A PGlite data directory to open with `openPglite(dir, { from })`. */
export function pgliteTemplate(kind: TemplateKind): Blob {
  return new Blob([readFileSync(pgliteDumpPath(currentTemplates(), kind))]);
}

/** The PostgreSQL template database of `kind` for this run, or undefined when it runs on PGlite only. */
export function postgresTemplate(kind: Exclude<TemplateKind, 'empty'>): string | undefined {
  return currentTemplates().postgres?.names[kind];
}

async function makePostgresTemplates(adminUrl: string): Promise<Record<'migrated' | 'seeded', string>> {
  const prefix = `t_tpl_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`create database ${names.migrated}`);
    await withDatabase(adminUrl, names.migrated, migrate);
    // A template must have no connection while it is copied: the pool above is closed by now.
    await admin.query(`create database ${names.seeded} template ${names.migrated}`);
    await withDatabase(adminUrl, names.seeded, (db) => seed(db));
  });
  return names;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withDatabase(adminUrl: string, name: string, work: (db: Database) => Promise<unknown>) {
  const db = await openPostgres(databaseUrl(adminUrl, name), 2);
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
