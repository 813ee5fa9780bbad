import { type RefObject, useEffect } from 'react';

/**
 * An open desktop submenu closes when the pointer presses outside the menu, when focus leaves it (Tab past
 * the last entry), or on Escape wherever focus is; focus returns to the entry only when it was in the menu.
 */
export function useDesktopDismiss(
  active: boolean,
  nav: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    const el = nav.current;
    if (!active || !el) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!el.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !el.contains(next)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !el.contains(document.activeElement)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    el.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      el.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, nav, close]);
}
