import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type MenuTab = 'menu' | 'account' | 'settings';
export type MenuLevel = 1 | 2;

export interface MenuState {
  /** Mobile: the toggle's panel is open. Desktop: a submenu is showing. Reset on every page load (spec 2.1). */
  open: boolean;
  /** The mobile panel's tab. */
  tab: MenuTab;
  /** The first-level entry whose submenu was opened last (its entity_id), remembered per store. */
  activeMenu: string | null;
  /** 1: the first level; 2: inside `activeMenu`'s submenu. Remembered per store. */
  level: MenuLevel;
}

const initialState: MenuState = { open: false, tab: 'menu', activeMenu: null, level: 1 };

/** One slice for both readings of spec 2.1: the desktop bar and the mobile panel read the same state. */
export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    menuOpened: (state) => {
      state.open = true;
    },
    menuClosed: (state) => {
      state.open = false;
    },
    submenuOpened: (state, action: PayloadAction<{ entityId: string }>) => {
      state.open = true;
      state.activeMenu = action.payload.entityId;
      state.level = 2;
    },
    /** Back to the first level (mobile) or the submenu closed (desktop: nothing else shows then). */
    submenuClosed: (state, action: PayloadAction<{ keepMenuOpen: boolean }>) => {
      state.level = 1;
      state.open = action.payload.keepMenuOpen && state.open;
    },
    menuTabChosen: (state, action: PayloadAction<MenuTab>) => {
      state.tab = action.payload;
    },
    /** The remembered menu and level of this store, read at page load; the open flag is not restored. */
    menuRestored: (state, action: PayloadAction<Pick<MenuState, 'activeMenu' | 'level'>>) => {
      state.activeMenu = action.payload.activeMenu;
      state.level = action.payload.level;
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.open,
    selectMenuTab: (state) => state.tab,
    selectActiveMenu: (state) => state.activeMenu,
    selectMenuLevel: (state) => state.level,
    /** The entity whose submenu shows now, if any. */
    selectOpenSubmenu: (state) => (state.open && state.level === 2 ? state.activeMenu : null),
  },
});

export const { menuOpened, menuClosed, submenuOpened, submenuClosed, menuTabChosen, menuRestored } =
  menuSlice.actions;
export const { selectMenuOpen, selectMenuTab, selectActiveMenu, selectMenuLevel, selectOpenSubmenu } =
  menuSlice.selectors;

/** Ids that tie the toggle to the panel it controls (aria-controls) and let Escape return focus to it. */
export const MAIN_NAV_ID = 'main-navigation';
export const MENU_TOGGLE_ID = 'main-menu-toggle';
