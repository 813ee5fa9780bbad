import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onSeen` once, when the element has come a quarter of the way up the screen (a ratio of the element
 * would never be reached by one taller than the screen, as stacked cards are on a phone). Without
 * IntersectionObserver (old browsers, jsdom) it counts as seen when it mounts.
 */
export function useSeenOnce(ref: RefObject<Element | null>, onSeen: () => void): void {
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { rootMargin: '0px 0px -25% 0px', threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
