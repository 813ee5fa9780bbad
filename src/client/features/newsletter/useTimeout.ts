import { useCallback, useMemo, useRef } from 'react';

/** One pending timer that a component cancels when it goes away (a redirect must not follow a left page). */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(
    (run: () => void, delayMs: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        run();
      }, delayMs);
    },
    [cancel],
  );
  return useMemo(() => ({ start, cancel }), [start, cancel]);
}
