import type { components } from '../../common/contract/schema.gen';

export type ApiError = components['schemas']['ApiError'];
export type ApiErrorCode = ApiError['code'];

/**
 * An error that becomes a response in the contract's error shape. Thrown by the HTTP layer (plugins, routes);
 * domain code throws the errors of `domain/errors.ts`, which the errors plugin turns into these.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }

  toBody(): ApiError {
    const body: ApiError = { code: this.code, message: this.message };
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
  constructor(message: string, field: string) {
    super(422, 'validation_failed', message, field);
  }

  override toBody(): FormErrorBody {
    return { ...super.toBody(), messages: { error: [{ message: this.message }] } };
  }
}

export const notFound = (message = 'The requested resource was not found.') =>
  new HttpError(404, 'not_found', message);
