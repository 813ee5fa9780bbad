import type { IntlShape } from '@formatjs/intl';
import type { components } from '../../common/contract/schema.gen';
import { ERROR_TEXTS } from '../domain/error-texts';
import { apiMessage, ENGLISH_INTL, formatApiText, inEnglish, type ApiText } from '../domain/i18n/api-message';

export type ApiError = components['schemas']['ApiError'];
export type ApiErrorCode = ApiError['code'];

/**
 * An error that becomes a response in the contract's error shape. Thrown by the HTTP layer (plugins, routes);
 * domain code throws the errors of `domain/errors.ts`, which the errors plugin turns into these. Its `text` is
 * worded when the body is made, in the language of the request's store (`toBody(intl)`); English by default.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly text: ApiText,
    readonly field?: string,
    readonly retryAfterS?: number,
  ) {
    super(inEnglish(text));
  }

  toBody(intl: IntlShape = ENGLISH_INTL): ApiError {
    const body: ApiError = { code: this.code, message: formatApiText(intl, this.text) };
    if (this.field) body.field = this.field;
    if (this.retryAfterS) body.retry_after_s = this.retryAfterS;
    return body;
  }
}

export type FormErrorBody = ApiError & { messages: { error: { message: string }[] } };

/**
 * A refused form (422), in both shapes the storefront reads (spec 8): Magento's `messages.error[0].message`,
 * which it reads first, and the contract's `ApiError` fields.
 */
export class FormRejected extends HttpError {
  constructor(text: ApiText, field: string) {
    super(422, 'validation_failed', text, field);
  }

  override toBody(intl: IntlShape = ENGLISH_INTL): FormErrorBody {
    const body = super.toBody(intl);
    return { ...body, messages: { error: [{ message: body.message }] } };
  }
}

export const notFound = (text: ApiText = apiMessage(ERROR_TEXTS.notFound)) =>
  new HttpError(404, 'not_found', text);
