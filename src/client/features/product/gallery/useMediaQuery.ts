import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept current; false where matchMedia does not exist (tests, SSR). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Desktop for the gallery's magnifier and the parallax: at least 1024 px wide. */
export const DESKTOP = '(min-width: 1024px)';
