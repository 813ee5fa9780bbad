import { apiMessage, inEnglish, type ApiText } from './i18n/api-message';
import { ERROR_TEXTS } from './error-texts';

/**
 * The ways a business rule refuses a request, named by what went wrong. Domain code throws these and knows
 * nothing of HTTP; the errors plugin (`plugins/errors.ts`) is the one place that turns each kind into a status
 * and the contract's error body. `field` names the failing input the way the API does (`body.cartItem.qty`).
 * The shopper's message is `text`, a catalogue entry worded in the request's store language when answered;
 * `message` is its English (logs, tests).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly text: ApiText,
    readonly field?: string,
  ) {
    super(inEnglish(text));
  }
}

export type DomainErrorKind =
  | 'invalid_input'
  | 'form_refused'
  | 'not_found'
  | 'conflict'
  | 'key_reused'
  | 'key_in_use'
  | 'out_of_stock'
  | 'unauthenticated'
  | 'captcha_required'
  | 'rate_limited';

/** The input breaks a rule (a length, a format, an option that does not exist). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid_input';
}

/**
 * A storefront form (reservation, appointment) refused one of its fields: answered in the shape the
 * storefront's forms read (spec 8), not only the API's.
 */
export class FormRefused extends DomainError {
  readonly kind = 'form_refused';

  constructor(text: ApiText, field: string) {
    super(text, field);
  }
}

/** What the request names does not exist (in this store, or for this shopper). */
export class NotFound extends DomainError {
  readonly kind = 'not_found';

  constructor(text: ApiText = apiMessage(ERROR_TEXTS.notFound), field?: string) {
    super(text, field);
  }
}

/** The request is valid but clashes with the current state (a full list, a reused key, an unsold product). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** An Idempotency-Key sent again with a different request (another body, cart or store). */
export class IdempotencyKeyReused extends DomainError {
  readonly kind = 'key_reused';
}

/** An Idempotency-Key whose first request is still being processed (a retry sent too early). */
export class IdempotencyKeyInUse extends DomainError {
  readonly kind = 'key_in_use';
}

/** Not enough stock for the quantity asked. */
export class OutOfStock extends DomainError {
  readonly kind = 'out_of_stock';
}

/** The shopper must sign in (or prove who they are) first. */
export class Unauthenticated extends DomainError {
  readonly kind = 'unauthenticated';
}

/**
 * The request must carry a solved captcha (after failed sign-ins), or the one it carried did not pass. The
 * client solves a new one and sends again; nothing else about the request is judged until it does.
 */
export class CaptchaRequired extends DomainError {
  readonly kind = 'captcha_required';

  constructor(text: ApiText) {
    super(text, 'body.recaptcha');
  }
}

/** Too many attempts; the next one is allowed after `retryAfterS` seconds. */
export class RateLimited extends DomainError {
  readonly kind = 'rate_limited';

  constructor(
    text: ApiText,
    readonly retryAfterS: number,
  ) {
    super(text);
  }
}
