import pg from 'pg';
import { keepDateText, parseInt8, TYPE_OIDS, type Database, type Queryable } from './types';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TYPE_OIDS.INT8) return parseInt8;
    if (oid === TYPE_OIDS.DATE) return keepDateText;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** PostgreSQL over node-postgres, for production and for the concurrency tests. */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  onIdleError: (err: Error) => void = (err) =>
    process.stderr.write(`postgres: idle client error: ${err.message}\n`),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: typeParsers });
  // An idle client that loses its connection (a server restart, a dropped database) emits 'error' on the pool;
  // unhandled, it would crash the process. The pool discards that client and opens a new one on demand.
  pool.on('error', (err) => onIdleError(err));
  // Fail at boot, with the driver's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  });
  const self = wrap(pool);
  return {
    driver: 'postgres',
    query: self.query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
