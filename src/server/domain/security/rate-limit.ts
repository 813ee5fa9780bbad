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
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `insert into rate_limit (bucket, hits, window_ends_at) values ($1, $3, now() + make_interval(secs => $2))
     on conflict (bucket) do update set
       hits = case when rate_limit.window_ends_at <= now() then $3 else rate_limit.hits + $3 end,
       window_ends_at = case when rate_limit.window_ends_at <= now() then excluded.window_ends_at
                             else rate_limit.window_ends_at end
     returning hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`,
    [bucket, rule.windowS, amount],
  );
  const row = rows[0]!;
  return { hits: row.hits, retryAfterS: row.retry_after };
}

/** The current count without adding to it (0 once the window has ended). */
export async function peek(db: Queryable, bucket: string): Promise<RateLimitState> {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `select hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after
       from rate_limit where bucket = $1 and window_ends_at > now()`,
    [bucket],
  );
  return rows[0] ? { hits: rows[0].hits, retryAfterS: rows[0].retry_after } : { hits: 0, retryAfterS: 0 };
}

export async function reset(db: Queryable, bucket: string): Promise<void> {
  await db.query('delete from rate_limit where bucket = $1', [bucket]);
}
