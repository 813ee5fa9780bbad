import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onSeen` once, when half of the element has been on screen. Without IntersectionObserver (old
 * browsers, jsdom) it counts as seen when it mounts.
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
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
