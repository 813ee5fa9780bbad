/*
 * The one reader of a failed call. It takes whatever the app holds after a call failed (the `error` of an
 * RTK Query result, what `unwrap()` rejected with, or a success body that was not the expected answer) as
 * `unknown`, so callers never cast; only a fetch error's status and JSON body are trusted, and only the
 * fields that have the contract's types.
 */

/** What a failed call says: the HTTP status and the contract's `ApiError` fields, each null when absent. */
export interface ApiFailure {
  /** The HTTP status, or null for a network failure, an aborted call or a thrown error. */
  status: number | null;
  /** The contract's `ApiError.code` (`conflict`, `rate_limited`...). */
  code: string | null;
  /** The first non-blank message of the body (see `bodyMessage`). */
  message: string | null;
  /** The failing input the contract's `field` names (`body.username`, `query.p`). */
  field: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonBlank = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** RTK Query's fetch error: a numeric status (or a string one for network and parsing failures) and the body. */
const fetchErrorBody = (error: unknown): unknown =>
  isRecord(error) && 'status' in error && 'data' in error ? error.data : undefined;

/**
 * The message a JSON body carries: Magento's `messages.error[0].message` first (the service controllers'
 * shape, spec 8), then the contract's `message`; blank or non-string candidates are skipped.
 */
export function bodyMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const messages = isRecord(body.messages) ? body.messages : null;
  const first: unknown = Array.isArray(messages?.error) ? messages.error[0] : undefined;
  return (isRecord(first) ? nonBlank(first.message) : null) ?? nonBlank(body.message);
}

/** The HTTP status of a failed call, or null for network and parsing failures. */
export function errorStatus(error: unknown): number | null {
  return isRecord(error) && typeof error.status === 'number' ? error.status : null;
}

export const isNotFound = (error: unknown): boolean => errorStatus(error) === 404;

/** Everything a failed call tells: status, code, message and failing field. */
export function readApiError(error: unknown): ApiFailure {
  const body = fetchErrorBody(error);
  return {
    status: errorStatus(error),
    code: isRecord(body) ? nonBlank(body.code) : null,
    message: bodyMessage(body),
    field: isRecord(body) ? nonBlank(body.field) : null,
  };
}

/** The server's message of a failed call, or null when none came (the caller shows its own fallback). */
export const apiErrorMessage = (error: unknown): string | null => readApiError(error).message;
