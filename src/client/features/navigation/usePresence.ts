import { useEffect, useState } from 'react';
import { REDUCED_MOTION, useMediaQuery } from '../../lib/useMediaQuery';

/**
 * Keeps a closing panel shown for its exit animation (`leaving`), then hides it; with prefers-reduced-motion
 * it hides at once. Entry animations are plain CSS on the element becoming shown.
 */
export function usePresence(open: boolean, exitMs: number): { shown: boolean; leaving: boolean } {
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setLeaving(!open && !reduced && exitMs > 0);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), exitMs);
    return () => clearTimeout(timer);
  }, [leaving, exitMs]);
  return { shown: open || leaving, leaving };
}
