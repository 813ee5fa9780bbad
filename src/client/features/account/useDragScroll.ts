import { useCallback, useEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';

/** Past this many pixels a press is a drag, and the click that ends it does not follow the link. */
const DRAG_THRESHOLD_PX = 5;

/**
 * Mouse drag for a horizontal scroller (touch screens swipe it natively). The drag follows the pointer on the
 * window, so it keeps going when the pointer leaves the strip; the click that ends a drag is swallowed, since
 * letting go over an entry is not choosing it.
 */
export function useDragScroll(scroller: RefObject<HTMLElement | null>) {
  const suppressClick = useRef(false);
  const detach = useRef<() => void>(() => undefined);

  useEffect(() => () => detach.current(), []);

  const onMouseDown = useCallback(
    (event: ReactMouseEvent) => {
      const el = scroller.current;
      if (!el || event.button !== 0) return;
      suppressClick.current = false;
      const startX = event.clientX;
      const startLeft = el.scrollLeft;
      const move = (e: MouseEvent) => {
        const dx = e.clientX - startX;
        if (Math.abs(dx) > DRAG_THRESHOLD_PX) suppressClick.current = true;
        if (!suppressClick.current) return;
        e.preventDefault();
        el.scrollLeft = startLeft - dx;
      };
      const up = () => detach.current();
      detach.current();
      window.addEventListener('mousemove', move);
      window.addEventListener('mouseup', up);
      detach.current = () => {
        window.removeEventListener('mousemove', move);
        window.removeEventListener('mouseup', up);
      };
    },
    [scroller],
  );

  const onClickCapture = useCallback((event: ReactMouseEvent) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  // A key press (Enter on an entry) is always a choice, whatever the mouse did before.
  const onKeyDownCapture = useCallback(() => {
    suppressClick.current = false;
  }, []);

  // The browser's own drag of a link (its URL as a drag image) would fight the scroll.
  const onDragStart = useCallback((event: ReactMouseEvent) => event.preventDefault(), []);

  return { onMouseDown, onClickCapture, onKeyDownCapture, onDragStart };
}
