import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/configureAppStore';
import { productReserved } from './events';

/** Spec 2.4 and 9: three steps — the boutique, the form, the confirmation. */
export const RESERVATION_STEPS = 3;
export type ReservationStep = 1 | 2 | 3;

export interface ReservationState {
  open: boolean;
  step: ReservationStep;
  /** The chosen boutique; null when none (or the empty option) is selected. */
  shopId: number | null;
}

export const initialReservationState: ReservationState = { open: false, step: 1, shopId: null };

/**
 * The Check & Reserve flow (spec 4): 1 → 2 only with a valid shop form, 2 → 1 with 'Previous Step', 2 → 3 only
 * when the server answered exactly `true` (the `productReserved` event is dispatched only then); there is no
 * step beyond 3 and none below 1. The modal's open state lives here too, so that it outlives its chunk.
 */
export const reservationSlice = createSlice({
  name: 'reservation',
  initialState: initialReservationState,
  reducers: {
    reservationOpened: () => ({ ...initialReservationState, open: true }),
    reservationClosed: (state) => {
      state.open = false;
    },
    /** The select's empty option sends null: it clears the boutique (spec 4). */
    shopChosen: (state, action: PayloadAction<number | null>) => {
      state.shopId = action.payload;
    },
    nextStepRequested: (state, action: PayloadAction<{ shopFormValid: boolean }>) => {
      if (state.step === 1 && action.payload.shopFormValid && state.shopId !== null) state.step = 2;
    },
    previousStepRequested: (state) => {
      if (state.step === 2) state.step = 1;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(productReserved, (state) => {
      if (state.step === 2) state.step = 3;
    });
  },
  selectors: {
    selectReservationOpen: (state) => state.open,
    selectReservationStep: (state) => state.step,
    selectReservationShopId: (state) => state.shopId,
  },
});

export const { reservationOpened, reservationClosed, shopChosen, nextStepRequested, previousStepRequested } =
  reservationSlice.actions;
// Its state joins the store with the product page's chunk, the one that uses it (issue 18).
declare module '../../../app/configureAppStore' {
  export interface LazyLoadedSlices extends WithSlice<typeof reservationSlice> {}
}
export const { selectReservationOpen, selectReservationStep, selectReservationShopId } =
  reservationSlice.injectInto(rootReducer).selectors;
