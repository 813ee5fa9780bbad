import type { Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { RETURN_LABEL_MESSAGES } from './messages';
import { apiMessage } from '../i18n/api-message';

/**
 * Per client address. Lookups count only once their captcha passed (each cost a proof of work), and 20 in 15
 * minutes is far more than a customer with a typo needs while a guesser of order numbers gets nowhere. Labels
 * are real rows with a PDF each: 20 an hour is more than anyone returns.
 */
export const RETURN_LABEL_LIMITS = {
  lookups: { max: 20, windowS: 15 * 60 },
  labels: { max: 20, windowS: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export async function countReturnLabelRequest(
  q: Queryable,
  kind: keyof typeof RETURN_LABEL_LIMITS,
  clientAddress: string,
): Promise<void> {
  const rule = RETURN_LABEL_LIMITS[kind];
  const state = await hit(q, `returnlabel:${kind}:ip:${clientAddress}`, rule);
  if (state.hits > rule.max)
    throw new RateLimited(
      apiMessage(RETURN_LABEL_MESSAGES.tooMany, { retryAfterS: state.retryAfterS }),
      state.retryAfterS,
    );
}
