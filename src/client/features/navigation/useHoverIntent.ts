import { useCallback, useEffect, useRef } from 'react';
import { MENU_TIMINGS } from './menuTimings';

/**
 * Desktop hover (spec 9): a pointer resting 300 ms on a first-level entry opens its submenu; leaving the menu
 * for 500 ms closes it. A pointer crossing the bar on its way elsewhere opens nothing.
 */
export function useHoverIntent(enabled: boolean, open: (entityId: string) => void, close: () => void) {
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clear = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  useEffect(() => clear, []);
  useEffect(() => {
    if (!enabled) clear();
  }, [enabled]);

  const enter = useCallback(
    (entityId: string) => {
      if (!enabled) return;
      clear();
      openTimer.current = setTimeout(() => open(entityId), MENU_TIMINGS.hoverInMs);
    },
    [enabled, open],
  );
  /** Stay: the pointer is back on the open submenu. */
  const stay = useCallback(() => clearTimeout(closeTimer.current), []);
  const leave = useCallback(() => {
    if (!enabled) return;
    clear();
    closeTimer.current = setTimeout(close, MENU_TIMINGS.hoverOutMs);
  }, [enabled, close]);
  return { enter, stay, leave };
}
