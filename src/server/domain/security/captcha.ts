import type { CaptchaChallenge } from '../../../common/captcha';
import { defineMessages } from '../../../common/i18n/define-messages';
import type { ApiMessage } from '../i18n/api-message';

/**
 * The captcha seam (DESIGN: things handed to outside services get a local default and a production adapter).
 * The default is the self-hosted proof of work of `captcha-pow.ts`; a hosted captcha would implement
 * `CaptchaVerifier` by asking its provider about the form's `recaptcha` value, and `CaptchaIssuer` by handing
 * out what its widget needs.
 */
export type CaptchaFailure = 'missing' | 'invalid' | 'expired' | 'reused';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaVerifier {
  /** Checks a form's `recaptcha` value and, when it passes, spends it: a solution is accepted once. */
  verify(response: string | null | undefined, now: Date): Promise<CaptchaVerdict>;
}

export interface CaptchaIssuer {
  issue(now: Date): Promise<CaptchaChallenge>;
}

export type Captcha = CaptchaVerifier & CaptchaIssuer;

/** What the shopper reads; every one ends in "try again", which the form's next submit does with a new one. */
export const CAPTCHA_MESSAGES: Record<CaptchaFailure, ApiMessage> = defineMessages({
  missing: { id: 'api.captcha.missing', defaultMessage: 'Please complete the security check and try again.' },
  invalid: { id: 'api.captcha.invalid', defaultMessage: 'The security check failed. Please try again.' },
  expired: { id: 'api.captcha.expired', defaultMessage: 'The security check has expired. Please try again.' },
  reused: {
    id: 'api.captcha.reused',
    defaultMessage: 'This security check was already used. Please try again.',
  },
});
