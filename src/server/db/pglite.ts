import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { localChangeFeed } from './change-feed';
import { clusterTemplate, isNewDataDir, pgliteStartParams } from './pglite-cluster';
import { keepDateText, parseInt8, TYPE_OIDS, type Database, type Queryable } from './types';

export interface PgliteOptions {
  /**
   * A data directory `dump()`ed earlier, to start a database that has none yet from. It skips initdb and
   * whatever the dump already holds (migrations, seed): most of the cost of opening one (test fixtures).
   */
  from?: Blob | undefined;
}

export interface PgliteDatabase extends Database {
  /** The data directory as an uncompressed tarball, for `from`. */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` persists to disk; omit it for an in-memory database (tests). Its
 * memory settings are `PGLITE_SETTINGS`; a new data directory is unpacked from `clusterTemplate()`.
 * PGlite has a single connection: queries and transactions are serialised by PGlite itself.
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A new data directory starts from an initialised cluster rather than running initdb in this process.
  const from = options.from ?? (dataDir && isNewDataDir(dataDir) ? await clusterTemplate() : undefined);
  const db = await PGlite.create(dataDir, {
    parsers: { [TYPE_OIDS.INT8]: parseInt8, [TYPE_OIDS.DATE]: keepDateText },
    startParams: pgliteStartParams(),
    ...(from ? { loadDataDir: from } : {}),
  });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      // PGlite reports affectedRows 0 (not undefined) for a select, so fall back on the rows returned.
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
  });
  const self = wrap(db);
  return {
    driver: 'pglite',
    query: self.query,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    // One process per data directory (the lock of `data-dir-lock.ts`): changes need not leave it.
    changes: localChangeFeed(),
    close: () => db.close(),
    dump: async () => {
      // A checkpoint first, so that a database opened from the dump has no write-ahead log to replay.
      await db.query('checkpoint');
      return db.dumpDataDir('none');
    },
  };
}
