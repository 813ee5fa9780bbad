import { useEffect } from 'react';

/** The page behind an open dialog stays where it is; the previous overflow comes back on close. */
export function useScrollLock(): void {
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}
