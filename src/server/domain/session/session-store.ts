import { createHash } from 'node:crypto';
import { SqlParams } from '../../db/sql-params';
import type { Queryable } from '../../db/types';
import type { Session, SessionLifetime } from './session-types';
import { formKeyOf, issueToken, sessionSigningKey, TOKEN_PATTERN, tokenIssuedAt } from './session-token';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 3600 * 1000;

interface SessionRow {
  id_hash: string;
  customer_id: number | null;
  form_key: string;
}

/** Not ended, seen within the idle limit ($2 days), stored within the absolute lifetime ($3 days). */
const LIVE = `(expires_at > now() and last_seen_at > now() - make_interval(days => $2)
  and created_at > now() - make_interval(days => $3))`;

const toSession = (row: SessionRow): Session => ({
  idHash: row.id_hash,
  customerId: row.customer_id,
  formKey: row.form_key,
  stored: true,
});

/**
 * The live session a cookie token names, or null when the browser must be given a new one. A stored session is
 * live while it has been seen within the idle limit, is younger than the absolute lifetime and was not ended
 * (sign-in, sign-out, sign-out everywhere); each read moves its `last_seen_at`. A token with no row is an
 * anonymous visitor's session that never held anything: honoured when this server signed it within the idle
 * limit. A token whose row was ended is never honoured again, even once the row is purged (see housekeeping).
 * Rows from before tokens were signed (random tokens, random form keys) are honoured like any other row.
 */
export async function openSession(
  db: Queryable,
  token: string,
  lifetime: SessionLifetime,
  now: Date = new Date(),
): Promise<Session | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const idHash = hashToken(token);
  // A row decides first: sessions stored before tokens were signed (an older version's) stay valid.
  const { rows } = await db.query<SessionRow>(
    `update session set last_seen_at = now(),
            expires_at = least(now() + make_interval(days => $2), created_at + make_interval(days => $3))
      where id_hash = $1 and ${LIVE}
      returning id_hash, customer_id, form_key`,
    [idHash, lifetime.idleDays, lifetime.maxDays],
  );
  if (rows[0]) return toSession(rows[0]);
  // No live row above: an ended one, none, or one that a concurrent first write of this browser stored since.
  const { rows: found } = await db.query<SessionRow & { live: boolean }>(
    `select id_hash, customer_id, form_key, ${LIVE} as live from session where id_hash = $1`,
    [idHash, lifetime.idleDays, lifetime.maxDays],
  );
  if (found[0]) return found[0].live ? toSession(found[0]) : null;
  const key = await sessionSigningKey(db);
  const issuedAt = tokenIssuedAt(key, token);
  const age = issuedAt ? now.getTime() - issuedAt.getTime() : NaN;
  if (!(age > -60_000 && age < lifetime.idleDays * DAY_MS)) return null;
  return { idHash, customerId: null, formKey: formKeyOf(key, token), stored: false };
}

/** A new anonymous session: a signed token and its form key, with no row (nothing is written). */
export async function newSession(
  db: Queryable,
  now: Date = new Date(),
): Promise<{ token: string; session: Session }> {
  const key = await sessionSigningKey(db);
  const token = issueToken(key, now);
  return {
    token,
    session: { idHash: hashToken(token), customerId: null, formKey: formKeyOf(key, token), stored: false },
  };
}

/**
 * Gives the session its row, once it must hold something (a guest cart, a compare list, an order). Idempotent:
 * two first writes of one browser at once agree on one row. The absolute lifetime counts from here.
 */
export async function storeSession(
  q: Queryable,
  session: Session,
  lifetime: SessionLifetime,
): Promise<Session> {
  if (session.stored) return session;
  const p = new SqlParams();
  await q.query(sessionInsert(p, session, lifetime), p.values);
  return { ...session, stored: true };
}

/**
 * `storeSession` as SQL, for a write that stores the session in its own statement (as a data-modifying CTE),
 * and only `when` its SQL condition holds (a guest cart within its limit). Idempotent like `storeSession`.
 */
export function sessionInsert(
  p: SqlParams,
  session: Session,
  lifetime: SessionLifetime,
  when = 'true',
): string {
  return `insert into session (id_hash, customer_id, form_key, expires_at)
     select ${p.add(session.idHash)}::text, ${p.add(session.customerId)}::int, ${p.add(session.formKey)}::text,
            now() + make_interval(days => ${p.add(Math.min(lifetime.idleDays, lifetime.maxDays))}::int)
      where ${when}
     on conflict (id_hash) do nothing`;
}

/**
 * Ends a session for good: its row stays, expired, so that its token is never taken for an anonymous one (a
 * token with no row is) until housekeeping purges it after the token's own validity has passed.
 */
async function endSession(q: Queryable, session: Session): Promise<void> {
  await q.query(
    `insert into session (id_hash, customer_id, form_key, expires_at) values ($1, $2, $3, now())
     on conflict (id_hash) do update set expires_at = least(session.expires_at, now())`,
    [session.idHash, session.customerId, session.formKey],
  );
}

/**
 * Sign-in and sign-out get a fresh session id (no session fixation) and with it a fresh form key, so a key read
 * before signing in is refused after (the client reads the `form_key` cookie at every post). At sign-in the new
 * session is stored and the guest's carts follow it; at sign-out the new one is anonymous and holds nothing.
 */
export async function rotateSession(
  db: Queryable,
  previous: Session,
  customerId: number | null,
  lifetime: SessionLifetime,
): Promise<{ token: string; session: Session }> {
  const fresh = await newSession(db);
  let session = { ...fresh.session, customerId };
  if (customerId !== null) {
    session = await storeSession(db, session, lifetime);
    await db.query('update cart set session_hash = $1 where session_hash = $2', [
      session.idHash,
      previous.idHash,
    ]);
  }
  await endSession(db, previous);
  return { token: fresh.token, session };
}

/**
 * Sign-out everywhere: ends every live session of the customer (every browser and device, the caller's too).
 * Answers how many were ended. The password change of the account area calls this.
 */
export async function endCustomerSessions(q: Queryable, customerId: number): Promise<number> {
  const { rowCount } = await q.query(
    'update session set expires_at = now() where customer_id = $1 and expires_at > now()',
    [customerId],
  );
  return rowCount;
}
