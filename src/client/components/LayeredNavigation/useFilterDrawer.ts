import { type RefObject, useCallback, useEffect, useState } from 'react';

/** From this width the filters are a sidebar beside the grid; below it, a drawer behind the "Filter" button. */
export const SIDEBAR_MEDIA = '(min-width: 1024px)';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The drawer on narrow screens is a modal dialog: opening moves focus into it, Tab stays inside, Escape (or
 * closing it any other way) hands focus back to the button, the page behind does not scroll, and growing
 * the window to the sidebar layout closes it.
 */
export function useFilterDrawer(
  panel: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  const [open, setOpen] = useState(false);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggle.current?.focus();
    },
    [toggle],
  );

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.classList.add('has-open-filters');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
      else if (event.key === 'Tab' && panel.current) keepFocusInside(event, panel.current);
    };
    const sidebar = typeof window.matchMedia === 'function' ? window.matchMedia(SIDEBAR_MEDIA) : null;
    const onResize = () => {
      if (sidebar?.matches) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    sidebar?.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      sidebar?.removeEventListener('change', onResize);
      document.body.classList.remove('has-open-filters');
    };
  }, [open, close, panel]);

  return { open, show: () => setOpen(true), close };
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
