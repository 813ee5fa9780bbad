import { useEffect } from 'react';

/**
 * Calls `hide` `ms` after `shown` became true (spec 9's 2 s and 2000 ms displays), and again for each new
 * `key` (the same message shown again is shown for the full time).
 */
export function useHideAfter(shown: boolean, ms: number, hide: () => void, key?: unknown): void {
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(hide, ms);
    return () => clearTimeout(timer);
  }, [shown, ms, hide, key]);
}
