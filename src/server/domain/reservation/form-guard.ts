import type { Queryable } from '../../db/types';
import { FormRefused, RateLimited } from '../errors';
import { CAPTCHA_MESSAGES, type CaptchaVerifier } from '../security/captcha';
import { hit, type RateLimitRule } from '../security/rate-limit';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage } from '../i18n/api-message';
import { ERROR_TEXTS } from '../error-texts';

/** Spec 5 and 8: the message of an unticked terms checkbox. */
const FORM_GUARD_TEXTS = defineMessages({
  tooMany: {
    id: 'api.reservation.tooMany',
    defaultMessage: 'Too many requests. Please try again in {retryAfterS} seconds.',
  },
});

export const REQUIRED_FIELD = ERROR_TEXTS.requiredField;

export type ProtectedForm = 'reservation' | 'video_appointment';

/**
 * Per client address and form. Only submissions with a valid captcha count: each one cost its sender a proof
 * of work, and refusing the rest costs us one HMAC.
 */
export const FORM_SUBMIT_LIMIT: RateLimitRule = { max: 20, windowS: 15 * 60 };

export interface Submission {
  form: ProtectedForm;
  terms: boolean;
  recaptcha: string | null | undefined;
  clientAddress: string;
  now: Date;
}

/**
 * The checks every protected form passes before its domain rules run, cheapest first: the terms checkbox,
 * the captcha (spent here), then the rate limit.
 */
export async function guardSubmission(
  db: Queryable,
  captcha: CaptchaVerifier,
  submission: Submission,
): Promise<void> {
  if (!submission.terms) throw new FormRefused(REQUIRED_FIELD, 'body.terms');
  const verdict = await captcha.verify(submission.recaptcha, submission.now);
  if (!verdict.ok) throw new FormRefused(CAPTCHA_MESSAGES[verdict.reason], 'body.recaptcha');
  const state = await hit(db, `${submission.form}:ip:${submission.clientAddress}`, FORM_SUBMIT_LIMIT);
  if (state.hits > FORM_SUBMIT_LIMIT.max) {
    const text = apiMessage(FORM_GUARD_TEXTS.tooMany, { retryAfterS: state.retryAfterS });
    throw new RateLimited(text, state.retryAfterS);
  }
}
