/**
 * Spec 9: the postcode button set-up retries up to 5 times, at 3 s, 6 s, 9 s, 12 s and 15 s — retry n waits
 * n × 3 s after the attempt before it — when the address fields are not in the page yet.
 */
export const POSTCODE_SETUP_RETRY_DELAYS_MS: readonly number[] = [3000, 6000, 9000, 12000, 15000];

/** Tries to set something up; answers how to undo it, or null when what it needs is not there yet. */
export type SetupAttempt = () => (() => void) | null;

/** Runs `attempt` now and, while it answers null, again after each delay. Answers a cancel-and-undo. */
export function setupWithRetries(
  attempt: SetupAttempt,
  delays: readonly number[] = POSTCODE_SETUP_RETRY_DELAYS_MS,
): () => void {
  let undo: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (retry: number) => {
    timer = undefined;
    undo = attempt();
    const delay = delays[retry];
    if (!undo && delay !== undefined) timer = setTimeout(() => run(retry + 1), delay);
  };
  run(0);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    undo?.();
  };
}
