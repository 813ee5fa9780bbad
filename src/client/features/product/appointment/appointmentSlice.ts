import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/configureAppStore';
import { videoAppointmentRequested } from './events';

/** Spec 2.5 and 9: two steps — the form, then the success message. */
export type AppointmentStep = 1 | 2;

export interface AppointmentState {
  open: boolean;
  step: AppointmentStep;
}

export const initialAppointmentState: AppointmentState = { open: false, step: 1 };

/**
 * The video appointment flow (spec 4): step 1 → 2 when the server answered `true` (the
 * `videoAppointmentRequested` event is dispatched only then); nothing goes back, opening starts over.
 */
export const appointmentSlice = createSlice({
  name: 'videoAppointment',
  initialState: initialAppointmentState,
  reducers: {
    videoAppointmentOpened: () => ({ open: true, step: 1 as const }),
    videoAppointmentClosed: (state) => {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(videoAppointmentRequested, (state) => {
      if (state.open && state.step === 1) state.step = 2;
    });
  },
  selectors: {
    selectAppointmentOpen: (state) => state.open,
    selectAppointmentStep: (state) => state.step,
  },
});

export const { videoAppointmentOpened, videoAppointmentClosed } = appointmentSlice.actions;
// Its state joins the store with the product page's chunk, the one that uses it (issue 18).
declare module '../../../app/configureAppStore' {
  export interface LazyLoadedSlices extends WithSlice<typeof appointmentSlice> {}
}
export const { selectAppointmentOpen, selectAppointmentStep } =
  appointmentSlice.injectInto(rootReducer).selectors;
