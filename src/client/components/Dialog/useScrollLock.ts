import { useEffect } from 'react';

/** The page behind an open dialog stays where it is; the previous overflow comes back on close. */
export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [active]);
}
