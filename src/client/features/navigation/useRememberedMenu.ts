import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { menuRestored, selectActiveMenu, selectMenuLevel, selectMenuOpen } from './menuSlice';
import { readRememberedMenu, rememberMenu } from './menuStorage';

/**
 * Spec 2.1: open or closed, the last active menu and level are remembered per store in local storage; the
 * open flag is reset on page load (the menu never greets a new page open), the menu and level come back.
 */
export function useRememberedMenu(storeCode: string): void {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const activeMenu = useAppSelector(selectActiveMenu);
  const level = useAppSelector(selectMenuLevel);
  const restored = useRef<string | null>(null);

  useEffect(() => {
    if (restored.current === storeCode) return;
    restored.current = storeCode;
    const remembered = readRememberedMenu(window.localStorage, storeCode);
    rememberMenu(window.localStorage, storeCode, remembered ?? { open: false, activeMenu: null, level: 1 });
    if (remembered) dispatch(menuRestored({ activeMenu: remembered.activeMenu, level: remembered.level }));
  }, [dispatch, storeCode]);

  useEffect(() => {
    if (restored.current !== storeCode) return;
    rememberMenu(window.localStorage, storeCode, { open, activeMenu, level });
  }, [storeCode, open, activeMenu, level]);
}
