import type { Queryable } from '../../db/types';

/** How long a check lets the register call add its watch: the modal's few steps, a sign-in or a new account. */
export const CHECK_VALID_MINUTES = 30;

export type RememberedCheck = { serial: string; caseback: null } | { serial: null; caseback: string };

/**
 * The session's last successful check (migration 022), replacing any earlier one. The caller has stored the
 * session row (`keepSession`).
 */
export async function rememberCheck(
  q: Queryable,
  sessionHash: string,
  check: RememberedCheck,
): Promise<void> {
  await q.query(
    `insert into watch_registration_check (session_hash, serial, caseback) values ($1, $2, $3)
     on conflict (session_hash) do update
       set serial = excluded.serial, caseback = excluded.caseback, checked_at = now()`,
    [sessionHash, check.serial, check.caseback],
  );
}

/** A failed check forgets the earlier one: 'Add to my collection' always adds what the shopper last saw. */
export async function forgetCheck(q: Queryable, sessionHash: string): Promise<void> {
  await q.query('delete from watch_registration_check where session_hash = $1', [sessionHash]);
}

/** The session's check, while still valid. */
export async function readCheck(q: Queryable, sessionHash: string): Promise<RememberedCheck | null> {
  const { rows } = await q.query<{ serial: string | null; caseback: string | null }>(
    `select serial, caseback from watch_registration_check
      where session_hash = $1 and checked_at > now() - make_interval(mins => $2)`,
    [sessionHash, CHECK_VALID_MINUTES],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.serial !== null) return { serial: row.serial, caseback: null };
  return row.caseback !== null ? { serial: null, caseback: row.caseback } : null;
}

/** At sign-in (or account creation) the session id changes: the check follows the browser to its new session. */
export async function carryCheckAtSignIn(
  q: Queryable,
  previousHash: string,
  nextHash: string,
): Promise<void> {
  await q.query('update watch_registration_check set session_hash = $2 where session_hash = $1', [
    previousHash,
    nextHash,
  ]);
}
