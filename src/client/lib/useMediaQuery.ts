import { useCallback, useSyncExternalStore } from 'react';

/** Queries more than one feature asks. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Desktop for the gallery's magnifier, the parallax and the carousels: at least 1024 px wide. */
export const DESKTOP = '(min-width: 1024px)';

/** False on the server and in engines without matchMedia (jsdom). */
export const matchMediaAvailable = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches now, following its changes; false where matchMedia is missing and while
 * rendering on the server (so the server's HTML and the first client render agree).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!matchMediaAvailable()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMediaAvailable() && window.matchMedia(query).matches,
    () => false,
  );
}
