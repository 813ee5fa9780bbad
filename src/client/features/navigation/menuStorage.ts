import type { MenuLevel, MenuState } from './menuSlice';

type Remembered = Pick<MenuState, 'open' | 'activeMenu' | 'level'>;

/** Spec 2.1: remembered per store in local storage. */
export const menuStorageKey = (storeCode: string): string => `caseback_menu_${storeCode}`;

const isLevel = (value: unknown): value is MenuLevel => value === 1 || value === 2;

/** What this store remembers, with the open flag reset (spec 2.1: reset on page load); null when nothing is. */
export function readRememberedMenu(storage: Storage, storeCode: string): Remembered | null {
  try {
    const raw = JSON.parse(
      storage.getItem(menuStorageKey(storeCode)) ?? 'null',
    ) as Partial<Remembered> | null;
    if (!raw || typeof raw !== 'object') return null;
    return {
      open: false,
      activeMenu: typeof raw.activeMenu === 'string' ? raw.activeMenu : null,
      level: isLevel(raw.level) ? raw.level : 1,
    };
  } catch {
    // Another script's value, or storage refused: nothing remembered.
    return null;
  }
}

export function rememberMenu(storage: Storage, storeCode: string, state: Remembered): void {
  try {
    const { open, activeMenu, level } = state;
    storage.setItem(menuStorageKey(storeCode), JSON.stringify({ open, activeMenu, level }));
  } catch {
    // Private modes may refuse storage: the menu works, it just forgets.
  }
}
