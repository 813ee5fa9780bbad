import { useRef, type PointerEvent } from 'react';
import { swipeDirection, throttleAllows } from './gestures';

/**
 * Touch swipes to the previous or next slide, at most one per throttle window (spec 9: 500 ms). Returns
 * pointer handlers and `consumeClick()`, true once after a swipe so the click that follows is ignored.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void, enabled = true) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const lastSwipeAt = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      // A swipe that produced no click must not swallow the click of the next tap.
      swiped.current = false;
      if (!enabled || event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (!direction) return;
      swiped.current = true;
      const now = performance.now();
      if (!throttleAllows(lastSwipeAt.current, now)) return;
      lastSwipeAt.current = now;
      onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
    consumeClick(): boolean {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
