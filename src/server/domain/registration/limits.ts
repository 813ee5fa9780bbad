import type { Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { apiMessage } from '../i18n/api-message';
import { REGISTRATION_TEXTS } from './messages';

/**
 * Per client address (the proxy-aware `request.ip`), in the database's fixed windows (all processes):
 *
 * - `emailChecks`: the availability check is the one answer that tells whether an address holds an account
 *   (spec 2.8). A shopper checks once, or a few times after typos; 20 in 15 minutes leaves room for several
 *   shoppers behind one address and keeps a script to 80 guesses an hour.
 * - `registrations`: a person creates one account; 10 an hour is ten people behind one address, and stops a
 *   script from filling the customer table (or the outbox with welcome mails).
 */
export const REGISTRATION_LIMITS = {
  emailChecks: { max: 20, windowS: 15 * 60 },
  registrations: { max: 10, windowS: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export async function countRegistrationAction(
  q: Queryable,
  limit: keyof typeof REGISTRATION_LIMITS,
  clientAddress: string,
): Promise<void> {
  const rule = REGISTRATION_LIMITS[limit];
  const state = await hit(q, `registration:${limit}:ip:${clientAddress}`, rule);
  if (state.hits > rule.max) {
    const text = apiMessage(REGISTRATION_TEXTS.tooMany, { retryAfterS: state.retryAfterS });
    throw new RateLimited(text, state.retryAfterS);
  }
}
