/** A fresh Idempotency-Key: a random UUID without its dashes (32 characters, as the contract allows). */
export const newIdempotencyKey = (): string => crypto.randomUUID().replace(/-/g, '');

/**
 * One key per checkout attempt. An attempt whose answer never arrived (a network error, a gateway failure)
 * may have created the order: sending the same request again keeps its key, so the server answers with that
 * order instead of making a second one. Any definite answer ends the attempt; a changed request is a new one.
 */
export function createAttemptKeys(makeKey: () => string = newIdempotencyKey) {
  let open: { request: string; key: string } | null = null;
  return {
    keyFor(request: string): string {
      if (open?.request !== request) open = { request, key: makeKey() };
      return open.key;
    },
    settle(): void {
      open = null;
    },
  };
}

/** Did the request possibly reach the server without its answer reaching us? */
export function isUncertainFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && status >= 500;
}
