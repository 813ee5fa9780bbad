import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A disclosure that behaves like a dropdown: Escape closes it and hands focus back to its button, a click
 * outside or moving to another page closes it, and opening moves focus into the panel.
 */
export function useDropdown(root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) button.current?.focus();
    },
    [button],
  );

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, root]);

  return { open, toggle: () => setOpen((was) => !was), close };
}
