import type { Database, Queryable } from '../../db/types';
import { hashPassword } from '../customer/password';
import { PASSWORD_MIN_LENGTH } from '../customer/password-rules';
import { InvalidInput, RateLimited } from '../errors';
import { hit } from '../security/rate-limit';
import { endCustomerSessions } from '../session/session-store';
import { PASSWORD_RESET_LIMITS } from './limits';
import { PASSWORD_RESET_MESSAGES } from './messages';
import { hashResetToken } from './reset-token';
import { apiMessage } from '../i18n/api-message';

/** Counts one use of a link's token (a check or a reset) from this client address. */
async function countTokenAttempt(db: Queryable, clientAddress: string): Promise<void> {
  const rule = PASSWORD_RESET_LIMITS.tokenAttemptsPerAddress;
  const state = await hit(db, `password-reset:token:${clientAddress}`, rule);
  if (state.hits > rule.max) {
    throw new RateLimited(
      apiMessage(PASSWORD_RESET_MESSAGES.tooManyAttempts, { retryAfterS: state.retryAfterS }),
      state.retryAfterS,
    );
  }
}

/** Pending: not used, not replaced, not past its hour (by the database's clock, as every expiry here). */
const PENDING = 'used_at is null and expires_at > now()';

/** Whether the link can still be used, without using it. */
export async function isResetTokenUsable(
  db: Queryable,
  token: string,
  clientAddress: string,
): Promise<boolean> {
  await countTokenAttempt(db, clientAddress);
  const { rows } = await db.query(
    `select 1 from customer_password_reset where token_hash = $1 and ${PENDING}`,
    [hashResetToken(token)],
  );
  return rows.length > 0;
}

export interface NewPassword {
  token: string;
  password: string;
  confirmation: string;
  clientAddress: string;
}

/** The customer whose password changed, or null when the link cannot be used (used, replaced, expired, unknown). */
export type ResetOutcome = { customerId: number } | null;

/** The sign-in's rule for a password: the length the store configuration announces. */
function checkNewPassword(password: string, confirmation: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw new InvalidInput(
      apiMessage(PASSWORD_RESET_MESSAGES.tooShort, { min: PASSWORD_MIN_LENGTH }),
      'body.password',
    );
  }
  if (password !== confirmation) {
    throw new InvalidInput(PASSWORD_RESET_MESSAGES.mismatch, 'body.password_confirmation');
  }
}

/**
 * Sets the new password with a link's token. The token is spent by a conditional update (only a pending one
 * matches), so two posts of one link never both succeed; in the same transaction the customer's other links are
 * spent, the password hash replaced and every session of the customer ended, so a thief signed in elsewhere
 * is out from the next request. The hash is computed before the transaction (scrypt takes tens of ms).
 */
export async function resetPassword(db: Database, input: NewPassword): Promise<ResetOutcome> {
  await countTokenAttempt(db, input.clientAddress);
  checkNewPassword(input.password, input.confirmation);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ customer_id: number }>(
      `update customer_password_reset set used_at = now() where token_hash = $1 and ${PENDING}
       returning customer_id`,
      [hashResetToken(input.token)],
    );
    const customerId = rows[0]?.customer_id;
    if (customerId === undefined) return null;
    await tx.query(
      'update customer_password_reset set used_at = now() where customer_id = $1 and used_at is null',
      [customerId],
    );
    await tx.query('update customer set password_hash = $1 where id = $2', [passwordHash, customerId]);
    await endCustomerSessions(tx, customerId);
    return { customerId };
  });
}

/** Housekeeping: links past their hour are useless; kept a day for an operator asking what happened. */
export async function purgeOldResetLinks(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    "delete from customer_password_reset where expires_at < now() - interval '1 day'",
  );
  return rowCount;
}
