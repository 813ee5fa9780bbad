import { HttpError, type ApiError } from '../../lib/http-error';

/** Spec 5 and 8: the message of an unticked terms checkbox. */
export const REQUIRED_FIELD = 'This is a required field.';

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
