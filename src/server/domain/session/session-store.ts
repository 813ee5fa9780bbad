import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';
import type { Session } from './session-types';

export const SESSION_TTL_DAYS = 14;
const FORM_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newFormKey(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => FORM_KEY_ALPHABET[b % FORM_KEY_ALPHABET.length]).join('');
}

interface SessionRow {
  id_hash: string;
  customer_id: number | null;
  form_key: string;
}

const toSession = (row: SessionRow): Session => ({
  idHash: row.id_hash,
  customerId: row.customer_id,
  formKey: row.form_key,
});

/** Finds a live session by its cookie token and slides its expiry. */
export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const { rows } = await db.query<SessionRow>(
    `update session set last_seen_at = now(), expires_at = now() + make_interval(days => $2)
      where id_hash = $1 and expires_at > now()
      returning id_hash, customer_id, form_key`,
    [hashToken(token), SESSION_TTL_DAYS],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

export async function createSession(
  db: Queryable,
  customerId: number | null = null,
  formKey = newFormKey(),
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<SessionRow>(
    `insert into session (id_hash, customer_id, form_key, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))
     returning id_hash, customer_id, form_key`,
    [hashToken(token), customerId, formKey, SESSION_TTL_DAYS],
  );
  return { token, session: toSession(rows[0]!) };
}

/**
 * Sign-in and sign-out get a fresh session id (no session fixation). The guest's cart follows the new id;
 * the form key is kept so that a page already open can still post.
 */
export async function rotateSession(
  db: Queryable,
  previous: Session,
  customerId: number | null,
): Promise<{ token: string; session: Session }> {
  const next = await createSession(db, customerId, previous.formKey);
  await db.query('update cart set session_hash = $1 where session_hash = $2', [
    next.session.idHash,
    previous.idHash,
  ]);
  await db.query('delete from session where id_hash = $1', [previous.idHash]);
  return next;
}

/** Old sessions are removed now and then, not on every request. */
export async function purgeExpiredSessions(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('delete from session where expires_at < now()');
  return rowCount;
}
