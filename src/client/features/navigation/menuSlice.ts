import { createSlice } from '@reduxjs/toolkit';

/** The main menu's open state outlives the header's components (page changes close it). */
export const menuSlice = createSlice({
  name: 'menu',
  initialState: { open: false },
  reducers: {
    menuOpened: (state) => {
      state.open = true;
    },
    menuClosed: (state) => {
      state.open = false;
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.open,
  },
});

export const { menuOpened, menuClosed } = menuSlice.actions;
export const { selectMenuOpen } = menuSlice.selectors;

/** Ids that tie the toggle to the panel it controls (aria-controls) and let Escape return focus to it. */
export const MAIN_NAV_ID = 'main-navigation';
export const MENU_TOGGLE_ID = 'main-menu-toggle';
