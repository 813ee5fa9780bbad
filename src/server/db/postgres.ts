import pg from 'pg';
import { openPostgresChangeFeed } from './postgres-change-feed';
import { statementName } from './statement-names';
import { keepDateText, parseInt8, TYPE_OIDS, type Database, type Queryable } from './types';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TYPE_OIDS.INT8) return parseInt8;
    if (oid === TYPE_OIDS.DATE) return keepDateText;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * PostgreSQL over node-postgres, for production and for the concurrency tests. Besides the pool, one
 * connection listens for the changes other processes publish (`postgres-change-feed.ts`).
 */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  /** Problems the pool and the change listener recover from by themselves, for the log. */
  report: (message: string) => void = (message) => process.stderr.write(`postgres: ${message}\n`),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: typeParsers });
  // An idle client that loses its connection (a server restart, a dropped database) emits 'error' on the pool;
  // unhandled, it would crash the process. The pool discards that client and opens a new one on demand.
  pool.on('error', (err) => report(`idle client error: ${err.message}`));
  // Fail at boot, with the driver's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const changes = await openPostgresChangeFeed(
    connectionString,
    (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
    report,
  ).catch(async (err: unknown) => {
    await pool.end();
    throw err;
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      const name = statementName(sql, values.length);
      const result = await client.query<T>(name ? { name, text: sql, values } : { text: sql, values });
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
    changes: { publish: changes.publish, subscribe: changes.subscribe },
    async close() {
      await changes.close();
      await pool.end();
    },
  };
}
