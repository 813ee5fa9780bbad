import type { Queryable, Row } from '../types';

/** Column name -> SQL type as `jsonb_to_recordset` must declare it (e.g. 'int', 'text[]', 'jsonb'). */
export type Columns<C extends string> = Readonly<Record<C, string>>;

export interface InsertOptions {
  /** e.g. 'id, sku': the rows inserted come back so callers can map natural keys to serial ids. */
  returning?: string;
  /** Rows per statement: big enough for few round trips, small enough to keep one JSON parameter modest. */
  chunkSize?: number;
  /** Columns computed in SQL from the unpacked row `x`, e.g. { search_document: "to_tsvector(x.name)" }. */
  computed?: Readonly<Record<string, string>>;
  /** A join after the unpacked rows, for `computed` to read (e.g. values derived once per distinct text). */
  join?: string;
}

/**
 * Inserts many rows with one statement per chunk: the rows travel as a single JSON parameter and are
 * unpacked by `jsonb_to_recordset`, which is much faster on PGlite than one statement per row.
 * Every row names every column, so a forgotten field is a type error instead of a silent NULL.
 */
export async function insertRows<C extends string, R extends Row = Row>(
  q: Queryable,
  table: string,
  columns: Columns<C>,
  rows: readonly Readonly<Record<C, unknown>>[],
  options: InsertOptions = {},
): Promise<R[]> {
  const names = Object.keys(columns) as C[];
  const computed = Object.entries(options.computed ?? {});
  const targets = [...names, ...computed.map(([name]) => name)].join(', ');
  const values = [...names.map((name) => `x.${name}`), ...computed.map(([, sql]) => sql)].join(', ');
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const returning = options.returning ? ` returning ${options.returning}` : '';
  // A join (options.join) may hand the rows on in another order; ids are drawn in the order rows arrive, and
  // the seed's ids stay the same from one version to the next only if that is the order given.
  const source = options.join
    ? `rows from (jsonb_to_recordset($1::jsonb) as (${definition})) with ordinality as x(${names.join(', ')}, given_order) ${options.join}`
    : `jsonb_to_recordset($1::jsonb) as x(${definition})`;
  const order = options.join ? ' order by x.given_order' : '';
  const sql = `insert into ${table} (${targets}) select ${values} from ${source}${order}${returning}`;
  const chunkSize = options.chunkSize ?? 2000;
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const result = await q.query<R>(sql, [JSON.stringify(chunk)]);
    out.push(...result.rows);
  }
  return out;
}

/** `returning id, <key>` rows as a Map from the key to the id. */
export function idsBy<K extends string>(rows: readonly Row[], key: K): Map<string, number> {
  const map = new Map<string, number>();
  for (const row of rows) map.set(String(row[key]), Number(row.id));
  return map;
}

/** The id of a natural key, or a clear error: a typo in seed data should fail the seed, not insert NULL. */
export function idOf<K>(map: ReadonlyMap<K, number>, key: K): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed: unknown key '${String(key)}'`);
  return id;
}
