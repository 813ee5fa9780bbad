import type { Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage } from '../i18n/api-message';

/**
 * How many watch checks (serial and caseback together) are answered, counted only once the captcha has passed
 * (each one cost its sender a proof of work), in the database's fixed windows (all processes):
 *
 * - `perAddress`: a shopper checks their watch once, or a few times after typos; 30 in 15 minutes leaves room
 *   for several shoppers behind one address (a boutique's wifi) and keeps a script to 120 guesses an hour,
 *   each with a solved captcha, in a space of 34^9 serials.
 * - `perAccount`: a signed-in customer registering a drawer of watches checks each once; 20 an hour. Keyed by
 *   the signed-in customer's own id, so nobody else can use up their allowance, and it holds back watch checks
 *   only: signing in and the rest of the account never meet it (no lock-out).
 */
export const WATCH_CHECK_LIMITS = {
  perAddress: { max: 30, windowS: 15 * 60 },
  perAccount: { max: 20, windowS: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

const LIMIT_TEXTS = defineMessages({
  tooMany: {
    id: 'api.watchRegistration.tooMany',
    defaultMessage: 'Too many watch checks. Please try again in {retryAfterS} seconds.',
  },
});

const tooMany = (retryAfterS: number) =>
  new RateLimited(apiMessage(LIMIT_TEXTS.tooMany, { retryAfterS }), retryAfterS);

/** Counts one check against the client address and, for a customer, against the account. */
export async function countWatchCheck(
  q: Queryable,
  clientAddress: string,
  customerId: number | null,
): Promise<void> {
  const address = await hit(q, `watch-check:ip:${clientAddress}`, WATCH_CHECK_LIMITS.perAddress);
  if (address.hits > WATCH_CHECK_LIMITS.perAddress.max) throw tooMany(address.retryAfterS);
  if (customerId === null) return;
  const account = await hit(q, `watch-check:customer:${customerId}`, WATCH_CHECK_LIMITS.perAccount);
  if (account.hits > WATCH_CHECK_LIMITS.perAccount.max) throw tooMany(account.retryAfterS);
}
