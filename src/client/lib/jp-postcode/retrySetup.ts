/**
 * Spec 9: the postcode button set-up retries up to 5 times, at 3 s, 6 s, 9 s, 12 s and 15 s after the first
 * attempt, while the address fields are not in the page yet.
 */
export const POSTCODE_SETUP_RETRY_TIMES_MS: readonly number[] = [3000, 6000, 9000, 12000, 15000];

/** Tries to set something up; answers how to undo it, or null when what it needs is not there yet. */
export type SetupAttempt = () => (() => void) | null;

/** Runs `attempt` now and, while it answers null, again at each time (ms after the first attempt). */
export function setupWithRetries(
  attempt: SetupAttempt,
  times: readonly number[] = POSTCODE_SETUP_RETRY_TIMES_MS,
): () => void {
  let undo: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (retry: number) => {
    timer = undefined;
    undo = attempt();
    const next = times[retry];
    if (!undo && next !== undefined) timer = setTimeout(() => run(retry + 1), next - (times[retry - 1] ?? 0));
  };
  run(0);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    undo?.();
  };
}
