/** What the domain code sees of a database: one SQL dialect (PostgreSQL), two drivers. */
import { type Health, type EnumOf } from '../../common/contract/facts.gen';
export type Row = Record<string, unknown>;

export interface QueryResult<T extends object = Row> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly driver: EnumOf<typeof Health.database>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Changes the in-memory caches of every process on this database must hear about (`change-feed.ts`). */
  readonly changes: ChangeFeed;
  close(): Promise<void>;
}

/**
 * What changed, for caches: `stock` (quantities: orders, payment releases, the stock feed) or `catalogue`
 * (anything else a cache holds: products, prices, categories, content; also "everything may have changed").
 */
export type ChangeTopic = 'catalogue' | 'stock';

/**
 * The seam through which one server process tells the others on the same database that something they cache
 * changed. PostgreSQL carries it by LISTEN/NOTIFY; PGlite has one process, so it stays in memory.
 */
export interface ChangeFeed {
  /**
   * Tells this process's listeners at once (before the first await), then every other process on the
   * database. Call it after the change has committed. Never rejects: a change that cannot be sent is reported
   * by the adapter, and the caches' time to live bounds how long the others show the old value.
   */
  publish(topic: ChangeTopic): Promise<void>;
  /**
   * `listener` hears every change published on this database, by this process or another; after a lost
   * connection to the others it hears `catalogue`, as changes may have been missed. Returns the unsubscribe.
   */
  subscribe(listener: (topic: ChangeTopic) => void): () => void;
}

/** Parsers shared by both drivers so results look the same whichever runs. */
export const TYPE_OIDS = { INT8: 20, DATE: 1082 } as const;
export const parseInt8 = (value: string): number => Number(value);
export const keepDateText = (value: string): string => value;
