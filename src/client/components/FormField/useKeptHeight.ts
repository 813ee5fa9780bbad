import { useLayoutEffect, useRef } from 'react';

/**
 * The error line's room, kept (`keep`: once an error has shown, until the form resets): the line never gets
 * shorter than the tallest error it has shown, so nothing under it moves when the error clears or a shorter one
 * replaces it. A two-line error clearing on the blur of a press on the form's button would otherwise move the
 * button up between the press and the release, and the click would be lost. Set on the element directly, after
 * the layout it depends on.
 */
export function useKeptHeight<T extends HTMLElement>(keep: boolean, content: string) {
  const ref = useRef<T>(null);
  const tallest = useRef(0);
  useLayoutEffect(() => {
    const line = ref.current;
    if (!line) return;
    line.style.minHeight = '';
    if (!keep) {
      tallest.current = 0;
      return;
    }
    if (content) tallest.current = Math.max(tallest.current, line.getBoundingClientRect().height);
    if (tallest.current > 0) line.style.minHeight = `${tallest.current}px`;
  }, [keep, content]);
  return ref;
}
