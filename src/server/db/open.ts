import type { Database } from './types';
import { lockDataDir } from './data-dir-lock';
import { openPglite } from './pglite';
import { isNewDataDir } from './pglite-cluster';
import { openPostgres } from './postgres';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; undefined means in memory. */
  dataDir?: string | undefined;
  /**
   * Run once the embedded database's directory is locked, before this process opens it, when the directory
   * holds no database yet (the server prepares a new one in a child process: see `db/prepare-child.ts`).
   */
  prepareNewDataDir?: (dataDir: string) => Promise<void>;
  /** The data directory's lock was taken by another process after all (see `lockDataDir`). */
  onLockCompromised?: (err: Error) => void;
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite, whose directory this process then holds until
 * `close()` (a second process stops with DataDirLocked).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir) return openPglite();
  const lock = await lockDataDir(options.dataDir, {
    onCompromised:
      options.onLockCompromised ??
      ((err) => {
        throw err;
      }),
    onWait: (message) => process.stderr.write(`${message}\n`),
  });
  try {
    if (options.prepareNewDataDir && isNewDataDir(options.dataDir))
      await options.prepareNewDataDir(options.dataDir);
    const db = await openPglite(options.dataDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}
