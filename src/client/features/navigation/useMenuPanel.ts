import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { MENU_TOGGLE_ID, menuClosed } from './menuSlice';

/**
 * Behaviour of the open mobile panel: the first link takes focus, page scrolling is locked, Escape closes it
 * and hands focus back to the toggle, and moving to another page closes it.
 */
export function useMenuPanel(open: boolean, panel: RefObject<HTMLElement | null>): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch(menuClosed());
  }, [dispatch, pathname]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    document.body.classList.add('has-open-menu');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(menuClosed());
      document.getElementById(MENU_TOGGLE_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-open-menu');
    };
  }, [dispatch, open, panel]);
}
