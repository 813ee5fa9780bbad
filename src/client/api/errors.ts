import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or null for network and parsing failures. */
export function errorStatus(error: QueryError): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

export const isNotFound = (error: QueryError): boolean => errorStatus(error) === 404;

/** The contract's `ApiError.message` when the server sent one. */
export function apiErrorMessage(error: QueryError): string | null {
  if (!error || !('data' in error)) return null;
  const data = error.data as { message?: unknown } | null;
  return typeof data?.message === 'string' ? data.message : null;
}
