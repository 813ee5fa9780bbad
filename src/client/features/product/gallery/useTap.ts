import { useRef, type PointerEvent } from 'react';

/** A finger that moved less than this between down and up tapped. */
const TAP_SLOP_PX = 10;

/**
 * Touch taps, recognised from pointer events: Chrome drops the click of a tap that follows a swipe too
 * closely, so a tap must not rely on it. `consumeClick()` is true once after a recognised tap, so the
 * click that may still follow does not act twice.
 */
export function useTap(onTap: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const tapped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      tapped.current = false;
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP_PX) return;
      tapped.current = true;
      onTap();
    },
    consumeClick(): boolean {
      const was = tapped.current;
      tapped.current = false;
      return was;
    },
  };
}
