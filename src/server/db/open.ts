import type { Database } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; undefined means in memory. */
  dataDir?: string | undefined;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
