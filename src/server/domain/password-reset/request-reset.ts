import type { Database, Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import { storeMailLocale } from '../mail/mail-locale';
import { outboxTransport } from '../mail/transport';
import { canonicalMailbox } from '../security/canonical-mailbox';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { PASSWORD_RESET_LIMITS, RESET_LINK_LIFETIME_S } from './limits';
import { PASSWORD_RESET_MESSAGES } from './messages';
import { passwordResetMail } from './reset-mail';
import { hashResetToken, newResetToken } from './reset-token';
import { apiMessage, type ApiMessage } from '../i18n/api-message';

export interface ResetRequest {
  email: string;
  storeCode: string;
  clientAddress: string;
  /** The shop's public origin, for the link in the mail. */
  publicUrl: string;
}

async function limit(db: Queryable, bucket: string, rule: RateLimitRule): Promise<void> {
  const state = await hit(db, bucket, rule);
  if (state.hits > rule.max) {
    throw new RateLimited(
      apiMessage(PASSWORD_RESET_MESSAGES.tooManyRequests, { retryAfterS: state.retryAfterS }),
      state.retryAfterS,
    );
  }
}

/**
 * Magento's "Forgot Your Password?": when the address belongs to an account, stores a new link (only its hash),
 * spends the links sent before (one pending link per customer) and mails it, all in one transaction, so a mail
 * exists exactly when its link does. Whatever the address, the answer is the same message: the page never says
 * whether an account exists. Both limits count before the lookup, for every address.
 */
export async function requestPasswordReset(db: Database, req: ResetRequest): Promise<ApiMessage> {
  await limit(db, `password-reset:ip:${req.clientAddress}`, PASSWORD_RESET_LIMITS.requestsPerAddress);
  await limit(
    db,
    `password-reset:mailbox:${canonicalMailbox(req.email)}`,
    PASSWORD_RESET_LIMITS.requestsPerMailbox,
  );
  const email = req.email.trim();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; email: string; firstname: string }>(
      'select id, email, firstname from customer where lower(email) = lower($1) for update',
      [email],
    );
    const customer = rows[0];
    if (!customer) return;
    await tx.query(
      'update customer_password_reset set used_at = now() where customer_id = $1 and used_at is null',
      [customer.id],
    );
    const token = newResetToken();
    await tx.query(
      `insert into customer_password_reset (token_hash, customer_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [hashResetToken(token), customer.id, RESET_LINK_LIFETIME_S],
    );
    await outboxTransport(tx).send(
      passwordResetMail({
        to: customer.email,
        firstname: customer.firstname,
        token,
        storeCode: req.storeCode,
        store: await storeMailLocale(tx, req.storeCode),
        publicUrl: req.publicUrl,
        lifetimeS: RESET_LINK_LIFETIME_S,
      }),
    );
  });
  return apiMessage(PASSWORD_RESET_MESSAGES.requested, { email });
}
