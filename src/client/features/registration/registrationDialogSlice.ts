import { createSlice } from '@reduxjs/toolkit';
import { registrationRequested } from '../../events/registration';

/**
 * Whether the create-account modal is shown: the shell's part of registration, so that anything can open it
 * (`registrationRequested`) while the stepper's own state and code (registrationSlice.ts) come with the modal's
 * chunk. The page (customer/account/create) shows the stepper whatever this says.
 */
export const registrationDialogSlice = createSlice({
  name: 'registrationDialog',
  initialState: { open: false },
  reducers: {
    registrationClosed: (state) => {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(registrationRequested, (state) => {
      state.open = true;
    });
  },
  selectors: {
    selectRegistrationOpen: (state) => state.open,
  },
});

export const { registrationClosed } = registrationDialogSlice.actions;
export const { selectRegistrationOpen } = registrationDialogSlice.selectors;
