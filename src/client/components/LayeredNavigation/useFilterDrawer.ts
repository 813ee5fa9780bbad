import { type RefObject, useCallback, useEffect, useState } from 'react';
import { DESKTOP } from '../../lib/useMediaQuery';
import { useModal } from '../Dialog/useModal';

/** From this width the filters are a sidebar beside the grid; below it, a drawer behind the "Filter" button. */
const SIDEBAR_MEDIA = DESKTOP;

/**
 * The drawer on narrow screens is a modal dialog, with the behaviour every dialog of the app has (useModal:
 * focus moves in and stays in, Escape closes, focus returns to the "Filter" button, the page behind does not
 * scroll). It is the same element as the wide screens' sidebar, so it stays mounted and only its role
 * changes; growing the window to the sidebar layout closes it.
 */
export function useFilterDrawer(panel: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const onKeyDown = useModal(panel, close, { active: open });

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const sidebar = window.matchMedia(SIDEBAR_MEDIA);
    const onResize = () => {
      if (sidebar.matches) close();
    };
    sidebar.addEventListener('change', onResize);
    return () => sidebar.removeEventListener('change', onResize);
  }, [open, close]);

  return { open, show: () => setOpen(true), close, onKeyDown };
}
