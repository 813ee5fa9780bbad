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
  close(): Promise<void>;
}

/** Parsers shared by both drivers so results look the same whichever runs. */
export const TYPE_OIDS = { INT8: 20, DATE: 1082 } as const;
export const parseInt8 = (value: string): number => Number(value);
export const keepDateText = (value: string): string => value;
