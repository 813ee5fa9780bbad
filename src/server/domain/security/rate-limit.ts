import { SqlParams } from '../../db/sql-params';
import type { Queryable } from '../../db/types';

export interface RateLimitRule {
  max: number;
  windowS: number;
}

export interface RateLimitState {
  hits: number;
  retryAfterS: number;
}

/**
 * Fixed-window counters kept in the database, so limits hold across processes and restarts. `hit` counts one
 * event (or `amount` units of one) atomically (one upsert, safe under concurrency) and returns the window's state.
 */
export async function hit(
  db: Queryable,
  bucket: string,
  rule: RateLimitRule,
  amount = 1,
): Promise<RateLimitState> {
  const p = new SqlParams();
  const { rows } = await db.query<RateLimitRow>(countingUpsert(p, bucket, rule, amount), p.values);
  return stateOf(rows[0]!);
}

/** The whole seconds until the window ends (at least 1), for Retry-After. */
const RETRY_AFTER = 'greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after';

/** What `countingUpsert` and `peek` answer. */
export interface RateLimitRow {
  hits: number;
  retry_after: number;
}

export const stateOf = (row: RateLimitRow): RateLimitState => ({
  hits: row.hits,
  retryAfterS: row.retry_after,
});

/**
 * `hit` as SQL, for a write that counts in its own statement (as a data-modifying CTE): answers `hits` and
 * `retry_after` (`RateLimitRow`).
 */
export function countingUpsert(p: SqlParams, bucket: string, rule: RateLimitRule, amount = 1): string {
  const [b, window, n] = [p.add(bucket), p.add(rule.windowS), p.add(amount)];
  return `insert into rate_limit (bucket, hits, window_ends_at)
     values (${b}, ${n}, now() + make_interval(secs => ${window}))
     on conflict (bucket) do update set
       hits = case when rate_limit.window_ends_at <= now() then ${n} else rate_limit.hits + ${n} end,
       window_ends_at = case when rate_limit.window_ends_at <= now() then excluded.window_ends_at
                             else rate_limit.window_ends_at end
     returning hits, ${RETRY_AFTER}`;
}

/** The current count without adding to it (0 once the window has ended). */
export async function peek(db: Queryable, bucket: string): Promise<RateLimitState> {
  const { rows } = await db.query<RateLimitRow>(
    `select hits, ${RETRY_AFTER}
       from rate_limit where bucket = $1 and window_ends_at > now()`,
    [bucket],
  );
  return rows[0] ? stateOf(rows[0]) : { hits: 0, retryAfterS: 0 };
}

export async function reset(db: Queryable, bucket: string): Promise<void> {
  await db.query('delete from rate_limit where bucket = $1', [bucket]);
}
