import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { retailerPopupRequested } from '../../events/retailerPopup';

/** The popups that take turns: the country pop-in and each promotional popup (by its index). */
export type ScheduledPopupId = 'country' | `promo-${number}`;

export interface PopupsState {
  /** The one scheduled popup on screen (spec 4: at most one at a time), or null. */
  visible: ScheduledPopupId | null;
  /** The retailer popup ('shop in other countries'), opened by the visitor. */
  retailerOpen: boolean;
}

export const initialPopupsState: PopupsState = { visible: null, retailerOpen: false };

export const popupsSlice = createSlice({
  name: 'popups',
  initialState: initialPopupsState,
  reducers: {
    popupShown: (state, action: PayloadAction<ScheduledPopupId>) => {
      state.visible = action.payload;
    },
    popupHidden: (state, action: PayloadAction<ScheduledPopupId>) => {
      if (state.visible === action.payload) state.visible = null;
    },
    retailerPopupClosed: (state) => {
      state.retailerOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(retailerPopupRequested, (state) => {
      state.retailerOpen = true;
    });
  },
  selectors: {
    selectVisiblePopup: (state) => state.visible,
    selectRetailerOpen: (state) => state.retailerOpen,
    /** A scheduled popup may show only when nothing else is on screen. */
    selectPopupSlotFree: (state) => state.visible === null && !state.retailerOpen,
  },
});

export const { popupShown, popupHidden, retailerPopupClosed } = popupsSlice.actions;
export const { selectVisiblePopup, selectRetailerOpen, selectPopupSlotFree } = popupsSlice.selectors;
