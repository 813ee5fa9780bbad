import { type DomainError, FormRefused, RateLimited, type DomainErrorKind } from '../domain/errors';
import { FormRejected, HttpError, type ApiErrorCode } from '../lib/http-error';

/**
 * The status and contract code of each kind of domain error: the one place the domain meets HTTP. The error's
 * message stays a catalogue entry here; the errors plugin words it in the request's store language.
 */
const ANSWERS: Record<DomainErrorKind, readonly [status: number, code: ApiErrorCode]> = {
  invalid_input: [400, 'validation_failed'],
  form_refused: [422, 'validation_failed'],
  unauthenticated: [401, 'unauthorized'],
  captcha_required: [403, 'captcha_required'],
  not_found: [404, 'not_found'],
  conflict: [409, 'conflict'],
  // As the IETF httpapi Idempotency-Key draft answers a reused key and one still in flight.
  key_reused: [422, 'idempotency_key_reused'],
  key_in_use: [409, 'idempotency_key_in_use'],
  out_of_stock: [409, 'insufficient_stock'],
  rate_limited: [429, 'rate_limited'],
};

export function httpErrorOf(error: DomainError): HttpError {
  // A refused form also carries Magento's `messages` the storefront's forms read.
  if (error instanceof FormRefused) return new FormRejected(error.text, error.field ?? 'body');
  const [status, code] = ANSWERS[error.kind];
  const retryAfterS = error instanceof RateLimited ? error.retryAfterS : undefined;
  return new HttpError(status, code, error.text, error.field, retryAfterS);
}
