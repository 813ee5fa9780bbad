import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/configureAppStore';
import { registrationRequested } from '../../events/registration';
import type { ShopText } from '../../lib/i18n/shopText';
import { registrationFlowErrors as m } from './flowErrors';

/** Spec 2.8: the stepper's four step codes, in order. */
export const REGISTRATION_STEPS = [
  'sign_in_information',
  'personal_information',
  'newsletter_subscription',
  'confirmation-step',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Spec 8: what the shopper reads when a call fails. */
export const REGISTRATION_ERRORS = {
  emailCheck: m.emailCheckError,
  submit: m.submitError,
} as const;

/** Spec 9: registration errors hide by themselves after 10 s. */
export const REGISTRATION_ERROR_DISPLAY_MS = 10_000;

/** The stepper's state (whether the modal is shown is the shell's: registrationDialogSlice.ts). */
export interface RegistrationState {
  step: RegistrationStep;
  /** A call is under way: buttons are disabled and Next and Back are ignored. */
  loading: boolean;
  /** The availability answer's message, under the e-mail field; cleared when the e-mail is edited. */
  emailMessage: string | null;
  /** The error banner, hidden after 10 s: the server's words or a catalogue message (made into text when shown). */
  error: ShopText | null;
  /** The register call's answer, kept for the confirmation step and its Continue. */
  successMessage: string | null;
  redirectUrl: string | null;
}

export const initialRegistrationState: RegistrationState = {
  step: 'sign_in_information',
  loading: false,
  emailMessage: null,
  error: null,
  successMessage: null,
  redirectUrl: null,
};

const indexOf = (step: RegistrationStep) => REGISTRATION_STEPS.indexOf(step);

/**
 * Spec 4 'Account registration': step 1 is left only on an availability answer of true; step 2 on its valid
 * fields; the newsletter step needs no validation and moves on when the register call succeeds; Back never goes
 * before the first step (nor back from the confirmation, the account exists then); while loading, Next and Back
 * are ignored.
 */
export const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
  reducers: {
    /** The page (customer/account/create) starts a fresh stepper of its own. */
    registrationPageOpened: () => initialRegistrationState,
    emailCheckStarted: (state) => {
      if (state.loading || state.step !== 'sign_in_information') return;
      state.loading = true;
      state.error = null;
      state.emailMessage = null;
    },
    emailCheckAnswered: (state, action: PayloadAction<{ availability: boolean; message: string }>) => {
      if (!state.loading || state.step !== 'sign_in_information') return;
      state.loading = false;
      if (action.payload.availability === true) state.step = 'personal_information';
      else state.emailMessage = action.payload.message;
    },
    emailCheckFailed: (state) => {
      state.loading = false;
      state.error = REGISTRATION_ERRORS.emailCheck;
    },
    emailEdited: (state) => {
      state.emailMessage = null;
    },
    /** Next on the personal information step, with whether its visible fields validated. */
    nextStepRequested: (state, action: PayloadAction<{ valid: boolean }>) => {
      if (state.loading || !action.payload.valid) return;
      if (state.step === 'personal_information') state.step = 'newsletter_subscription';
    },
    previousStepRequested: (state) => {
      if (state.loading || state.step === 'confirmation-step') return;
      const previous = REGISTRATION_STEPS[indexOf(state.step) - 1];
      if (previous) state.step = previous;
    },
    registrationSubmitted: (state) => {
      if (state.loading || state.step !== 'newsletter_subscription') return;
      state.loading = true;
      state.error = null;
    },
    registrationAnswered: (
      state,
      action: PayloadAction<{ success: boolean; message: string; redirect_url: string | null }>,
    ) => {
      if (!state.loading || state.step !== 'newsletter_subscription') return;
      state.loading = false;
      if (action.payload.success) {
        state.successMessage = action.payload.message;
        state.redirectUrl = action.payload.redirect_url;
        state.step = 'confirmation-step';
      } else {
        state.error = action.payload.message;
      }
    },
    registrationFailed: (state, action: PayloadAction<string | undefined>) => {
      state.loading = false;
      state.error = action.payload ?? REGISTRATION_ERRORS.submit;
    },
    errorHidden: (state) => {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    // A finished registration starts over; one under way is shown again as it was.
    builder.addCase(registrationRequested, (state) =>
      state.step === 'confirmation-step' ? initialRegistrationState : undefined,
    );
  },
  selectors: {
    selectRegistrationStep: (state) => state.step,
    selectRegistrationLoading: (state) => state.loading,
    selectRegistrationEmailMessage: (state) => state.emailMessage,
    selectRegistrationError: (state) => state.error,
  },
});

export const {
  registrationPageOpened,
  emailCheckStarted,
  emailCheckAnswered,
  emailCheckFailed,
  emailEdited,
  nextStepRequested,
  previousStepRequested,
  registrationSubmitted,
  registrationAnswered,
  registrationFailed,
  errorHidden,
} = registrationSlice.actions;
// The stepper's state joins the store with the first chunk that uses it (the modal's, the page's): issue 18.
declare module '../../app/configureAppStore' {
  export interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}
const injected = registrationSlice.injectInto(rootReducer);

export const {
  selectRegistrationStep,
  selectRegistrationLoading,
  selectRegistrationEmailMessage,
  selectRegistrationError,
} = injected.selectors;
export const selectRegistration = injected.selectSlice;
type Root = Parameters<typeof selectRegistration>[0];
export const selectRegistrationStepNumber = (state: Root) => indexOf(selectRegistration(state).step) + 1;
export const selectRegistrationSuccessMessage = (state: Root) => selectRegistration(state).successMessage;
export const selectRegistrationRedirectUrl = (state: Root) => selectRegistration(state).redirectUrl;
