import type { components } from '../../common/contract/schema.gen';

export type ApiError = components['schemas']['ApiError'];
export type ApiErrorCode = ApiError['code'];

/** An error that becomes a response in the contract's error shape. Thrown by routes and domain code alike. */
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

export const notFound = (message = 'The requested resource was not found.') =>
  new HttpError(404, 'not_found', message);
