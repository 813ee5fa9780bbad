import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { focusablesIn } from './focusables';
import { MENU_TOGGLE_ID, menuClosed } from './menuSlice';
import { DEFAULT_HEADER_HEIGHT_PX } from './menuTimings';

/** Where the panel starts: under the header, 86 px down until the header has been measured (spec 2.1). */
function headerBottom(): number {
  const header = document.getElementById(MENU_TOGGLE_ID)?.closest('header');
  const bottom = header?.getBoundingClientRect().bottom;
  return bottom && bottom > 0 ? bottom : DEFAULT_HEADER_HEIGHT_PX;
}

/**
 * Behaviour of the open mobile panel: it starts under the header, page scrolling is locked, focus stays
 * between the toggle and the panel (Tab wraps), Escape closes it and hands focus back to the toggle, and
 * moving to another page closes it.
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
    const el = panel.current;
    if (!open || !el) return;
    el.style.setProperty('--menu-top', `${headerBottom()}px`);
    document.body.classList.add('has-open-menu');
    const toggle = document.getElementById(MENU_TOGGLE_ID);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dispatch(menuClosed());
        toggle?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      // The toggle and the panel are not neighbours in the page (the search sits between): Tab walks the
      // ring itself, both ways, wrapping at its ends.
      const ring = [...(toggle ? [toggle] : []), ...focusablesIn(el)].filter((e) => e.tabIndex >= 0);
      if (!ring.length) return;
      event.preventDefault();
      const index = ring.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next =
        index < 0 ? (event.shiftKey ? ring.length - 1 : 0) : (index + step + ring.length) % ring.length;
      ring[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-open-menu');
    };
  }, [dispatch, open, panel]);
}
