import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/configureAppStore';
import type { CasebackCheckResult, SerialCheckResult, WatchLookupProduct } from '../../api/watchRegistration';
import { registrationDismissed } from '../../events/registration';
import { watchRegistrationRequested } from '../../events/watch-registration';
import type { LookupMethod, WatchRegistrationStep } from './steps';
import { watchRegistrationClosed } from './watchRegistrationDialogSlice';
import type { ShopText } from '../../lib/i18n/shopText';
import { watchRegistrationFlowErrors as m } from './flowErrors';

export { WATCH_REGISTRATION_STEPS, type LookupMethod, type WatchRegistrationStep } from './steps';

/** Spec 8: what the shopper reads when a call fails without an answer. */
export const WATCH_REGISTRATION_ERRORS = {
  serialCheck: m.serialCheckError,
  casebackCheck: m.casebackCheckError,
  register: m.registerError,
} as const;

/** The flow's state (whether the modal is open is the shell's: watchRegistrationDialogSlice.ts). */
export interface WatchRegistrationState {
  /** Hidden while the create-account modal it opened is in front (the flow is kept as it was). */
  coveredByAccountCreation: boolean;
  step: WatchRegistrationStep;
  /** The accordion's open panel. */
  method: LookupMethod;
  /** A call is under way: the action buttons are disabled and Back is ignored. */
  loading: boolean;
  /** The checked serial (empty for a caseback lookup: the server never answers one). */
  serial: string;
  /** The caseback check's products, for caseback_watch_select. */
  products: WatchLookupProduct[];
  selected: WatchLookupProduct | null;
  /** As the check answered: above 0 is a signed-in customer, who registers at once (spec 4, 6). */
  customerId: number;
  /** The newsletter box as ticked on 'Add to my collection', kept for a registration after signing in. */
  newsletter: boolean;
  /** The banner of spec 8, hidden after 2000 ms: the server's words or a catalogue message (made into text when shown). */
  error: ShopText | null;
  /** The agreement area is highlighted (2 s). */
  agreementError: boolean;
  /** The register call's message, for register_confirmation. */
  confirmation: string | null;
  /** The store the flow runs in, for a registration the account creation sets off. */
  store: { code: string; id: number } | null;
}

export const initialWatchRegistrationState: WatchRegistrationState = {
  coveredByAccountCreation: false,
  step: 'serial_form',
  method: 'serial',
  loading: false,
  serial: '',
  products: [],
  selected: null,
  customerId: 0,
  newsletter: false,
  error: null,
  agreementError: false,
  confirmation: null,
  store: null,
};

type State = WatchRegistrationState;

/** Spec 4 'Watch registration'. Every call's answer is ignored unless the flow is still waiting for it. */
export const watchRegistrationSlice = createSlice({
  name: 'watchRegistration',
  initialState: initialWatchRegistrationState,
  reducers: {
    methodChosen: (state, action: PayloadAction<LookupMethod>) => {
      if (state.loading || state.step !== 'serial_form') return;
      state.method = action.payload;
      state.error = null;
    },
    checkStarted: (
      state,
      action: PayloadAction<{ method: LookupMethod; store: { code: string; id: number } }>,
    ) => {
      if (state.loading || state.step !== 'serial_form') return;
      state.loading = true;
      state.method = action.payload.method;
      state.store = action.payload.store;
      state.error = null;
    },
    /** Spec 4.1: success goes to serial_confirmation with the watch's product. */
    serialCheckAnswered: (state, action: PayloadAction<SerialCheckResult>) => {
      if (!waiting(state, 'serial_form')) return;
      const { success, data, message, customer_id } = action.payload;
      state.loading = false;
      if (!success || !data) {
        state.error = message;
        return;
      }
      state.serial = data.serial;
      state.products = [data.product];
      state.selected = data.product;
      state.customerId = customer_id;
      state.step = 'serial_confirmation';
    },
    /** Spec 4.2: exactly one product is selected at once; otherwise the shopper picks one. */
    casebackCheckAnswered: (state, action: PayloadAction<CasebackCheckResult>) => {
      if (!waiting(state, 'serial_form')) return;
      const { success, products, message, customer_id } = action.payload;
      state.loading = false;
      if (!success || products.length === 0) {
        state.error = message;
        return;
      }
      state.serial = '';
      state.products = products;
      state.customerId = customer_id;
      const [only] = products;
      if (products.length === 1 && only) {
        state.selected = only;
        state.step = 'serial_confirmation';
      } else {
        state.selected = null;
        state.step = 'caseback_watch_select';
      }
    },
    /** No answer (spec 8's wording for the panel), or a refusal the server worded (too many checks). */
    checkFailed: (state, action: PayloadAction<string | undefined>) => {
      if (!waiting(state, 'serial_form')) return;
      state.loading = false;
      const fallback =
        state.method === 'serial'
          ? WATCH_REGISTRATION_ERRORS.serialCheck
          : WATCH_REGISTRATION_ERRORS.casebackCheck;
      state.error = action.payload ?? fallback;
    },
    watchSelected: (state, action: PayloadAction<string>) => {
      if (state.loading || state.step !== 'caseback_watch_select') return;
      const product = state.products.find((p) => p.product_sku === action.payload);
      if (!product) return;
      state.selected = product;
      state.step = 'serial_confirmation';
    },
    /**
     * Spec 4.3 'Add to my collection': the agreement first (highlighted otherwise); a known customer is
     * registered at once (the caller starts the call), anyone else signs in first.
     */
    addToCollectionRequested: (state, action: PayloadAction<{ agreed: boolean; newsletter: boolean }>) => {
      if (state.loading || state.step !== 'serial_confirmation') return;
      if (!action.payload.agreed) {
        state.agreementError = true;
        return;
      }
      state.agreementError = false;
      state.newsletter = action.payload.newsletter;
      if (state.customerId <= 0) state.step = 'login_form';
    },
    agreementErrorHidden: (state) => {
      state.agreementError = false;
    },
    loginStarted: (state) => {
      if (state.loading || state.step !== 'login_form') return;
      state.loading = true;
      state.error = null;
    },
    /** The sign-in did not happen: its message (spec 8) is shown on the login form. */
    loginRefused: (state, action: PayloadAction<ShopText>) => {
      if (!waiting(state, 'login_form')) return;
      state.loading = false;
      state.error = action.payload;
    },
    /** Signed in: the register call follows at once (spec 4.4). */
    loginSucceeded: (state) => {
      if (!waiting(state, 'login_form')) return;
      state.loading = false;
    },
    /** Spec 4.5: the create-account modal takes over until the account exists or it is closed. */
    accountCreationChosen: (state) => {
      if (state.loading || state.step !== 'login_form') return;
      state.coveredByAccountCreation = true;
      state.error = null;
    },
    /** The register call starts: from serial_confirmation (known customer), or after signing in or creating the account. */
    registerStarted: (state) => {
      if (state.loading || (state.step !== 'serial_confirmation' && state.step !== 'login_form')) return;
      state.loading = true;
      state.error = null;
    },
    registerAnswered: (state, action: PayloadAction<{ success: boolean; message: string }>) => {
      if (!state.loading || (state.step !== 'serial_confirmation' && state.step !== 'login_form')) return;
      state.loading = false;
      if (action.payload.success) {
        state.confirmation = action.payload.message;
        state.step = 'register_confirmation';
      } else {
        state.error = action.payload.message;
      }
    },
    registerFailed: (state, action: PayloadAction<string | undefined>) => {
      if (!state.loading) return;
      state.loading = false;
      state.error = action.payload ?? WATCH_REGISTRATION_ERRORS.register;
    },
    /** Back: never before serial_form, never from the confirmation (the watch is registered), not while loading. */
    backRequested: (state) => {
      if (state.loading) return;
      state.error = null;
      state.agreementError = false;
      if (state.step === 'caseback_watch_select') state.step = 'serial_form';
      else if (state.step === 'serial_confirmation')
        state.step = state.products.length > 1 ? 'caseback_watch_select' : 'serial_form';
      else if (state.step === 'login_form') state.step = 'serial_confirmation';
    },
    errorHidden: (state) => {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // A finished registration starts over; one under way is shown again as it was.
      .addCase(watchRegistrationRequested, (state) =>
        state.step === 'register_confirmation' ? initialWatchRegistrationState : undefined,
      )
      .addCase(watchRegistrationClosed, (state) => {
        state.coveredByAccountCreation = false;
      })
      .addCase(registrationDismissed, (state) => {
        state.coveredByAccountCreation = false;
      });
  },
  selectors: {
    selectWatchRegistrationStep: (state) => state.step,
    selectWatchRegistrationLoading: (state) => state.loading,
    selectWatchRegistrationError: (state) => state.error,
  },
});

/** A check or a call of this step is under way. */
const waiting = (state: State, step: WatchRegistrationStep) => state.loading && state.step === step;

export const {
  methodChosen,
  checkStarted,
  serialCheckAnswered,
  casebackCheckAnswered,
  checkFailed,
  watchSelected,
  addToCollectionRequested,
  agreementErrorHidden,
  loginStarted,
  loginRefused,
  loginSucceeded,
  accountCreationChosen,
  registerStarted,
  registerAnswered,
  registerFailed,
  backRequested,
  errorHidden,
} = watchRegistrationSlice.actions;
// The flow's state joins the store with the first chunk that uses it (the modal's, the page's): issue 18.
declare module '../../app/configureAppStore' {
  export interface LazyLoadedSlices extends WithSlice<typeof watchRegistrationSlice> {}
}
const injected = watchRegistrationSlice.injectInto(rootReducer);

export const { selectWatchRegistrationStep, selectWatchRegistrationLoading, selectWatchRegistrationError } =
  injected.selectors;
export const selectWatchRegistration = injected.selectSlice;
