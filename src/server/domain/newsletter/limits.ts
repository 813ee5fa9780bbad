import type { Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import { canonicalMailbox } from '../security/canonical-mailbox';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { apiMessage, type ApiMessage } from '../i18n/api-message';

/**
 * The subscribe and unsubscribe forms are open to anyone and each answer can send a mail, so both count per
 * client address (a script) and per mailbox however its address is spelled (case, plus tags: one person's
 * inbox is not flooded with confirmation requests from many addresses). A person subscribes once or twice.
 */
export const NEWSLETTER_LIMITS = {
  perClient: { max: 30, windowS: 15 * 60 } satisfies RateLimitRule,
  perMailbox: { max: 5, windowS: 60 * 60 } satisfies RateLimitRule,
};

/** Counts one newsletter request; RateLimited (429 with Retry-After) over either limit. */
export async function countNewsletterRequest(
  q: Queryable,
  form: 'subscribe' | 'unsubscribe',
  clientAddress: string,
  email: string,
  tooMany: ApiMessage,
): Promise<void> {
  const buckets: [string, RateLimitRule][] = [
    [`newsletter-${form}:client:${clientAddress}`, NEWSLETTER_LIMITS.perClient],
    [`newsletter-${form}:mailbox:${canonicalMailbox(email)}`, NEWSLETTER_LIMITS.perMailbox],
  ];
  for (const [bucket, rule] of buckets) {
    const state = await hit(q, bucket, rule);
    if (state.hits > rule.max) {
      throw new RateLimited(apiMessage(tooMany, { retryAfterS: state.retryAfterS }), state.retryAfterS);
    }
  }
}
