import { registrationDismissed } from '../../events/registration';
import { watchRegistrationRequested } from '../../events/watch-registration';
import type { WatchLookupProduct } from '../../api/watchRegistration';
import { makeStore } from '../../app/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectWatchRegistrationOpen, watchRegistrationClosed } from './watchRegistrationDialogSlice';
import {
  accountCreationChosen,
  addToCollectionRequested,
  backRequested,
  casebackCheckAnswered,
  checkFailed,
  checkStarted,
  initialWatchRegistrationState,
  loginRefused,
  loginStarted,
  loginSucceeded,
  methodChosen,
  registerAnswered,
  registerFailed,
  registerStarted,
  selectWatchRegistration,
  serialCheckAnswered,
  watchRegistrationSlice,
  watchSelected,
  type WatchRegistrationState,
} from './watchRegistrationSlice';

const reduce = watchRegistrationSlice.reducer;
const STORE = { code: 'en-int', id: 1 };

const product = (sku: string): WatchLookupProduct => ({
  product_sku: sku,
  product_id: 1,
  name: sku,
  image: null,
});
const HERITAGE = product('MA-HER-CHR-01-BLU-40');
const THREE = [
  product('MA-HOR-GMT-01-BLU-40'),
  product('MA-NAV-DIV-01-BLK-42'),
  product('MA-ATE-MPH-03-BLU-39'),
];

const run = (...actions: Parameters<typeof reduce>[1][]): WatchRegistrationState =>
  actions.reduce(reduce, reduce(undefined, watchRegistrationRequested()));

const serialFound = (customerId: number) =>
  serialCheckAnswered({
    success: true,
    message: '',
    customer_id: customerId,
    data: { serial: 'MA2C4K7Q1', product: HERITAGE },
  });
const casebackFound = (products: WatchLookupProduct[], customerId = 0) =>
  casebackCheckAnswered({ success: true, message: '', customer_id: customerId, products });

const started = (method: 'serial' | 'caseback' = 'serial') => checkStarted({ method, store: STORE });

/** The whole store, the modal asked for and `actions` dispatched: the "open" flag is the shell's. */
function openedStore(...actions: UnknownAction[]) {
  const store = makeStore();
  [watchRegistrationRequested(), ...actions].forEach((action) => store.dispatch(action));
  return store;
}

describe('watch registration flow (spec 4)', () => {
  it('opens on serial_form with the serial panel', () => {
    const store = openedStore();
    expect(selectWatchRegistrationOpen(store.getState())).toBe(true);
    expect(selectWatchRegistration(store.getState())).toMatchObject({
      step: 'serial_form',
      method: 'serial',
      loading: false,
    });
  });

  it('serial check success -> serial_confirmation with the product (4.1)', () => {
    const state = run(started(), serialFound(0));
    expect(state).toMatchObject({ step: 'serial_confirmation', serial: 'MA2C4K7Q1', selected: HERITAGE });
    expect(state.loading).toBe(false);
  });

  it("serial check success false keeps serial_form with the server's message", () => {
    const state = run(
      started(),
      serialCheckAnswered({ success: false, message: 'Unknown.', customer_id: 0, data: null }),
    );
    expect(state).toMatchObject({ step: 'serial_form', error: 'Unknown.', loading: false });
  });

  it('caseback check with exactly one product -> serial_confirmation with it selected (4.2)', () => {
    const state = run(started('caseback'), casebackFound([HERITAGE]));
    expect(state).toMatchObject({ step: 'serial_confirmation', selected: HERITAGE, serial: '' });
  });

  it('caseback check with several products -> caseback_watch_select, then the pick -> serial_confirmation', () => {
    const choosing = run(started('caseback'), casebackFound(THREE));
    expect(choosing).toMatchObject({ step: 'caseback_watch_select', selected: null, products: THREE });
    const picked = reduce(choosing, watchSelected('MA-NAV-DIV-01-BLK-42'));
    expect(picked).toMatchObject({ step: 'serial_confirmation', selected: THREE[1] });
    expect(reduce(choosing, watchSelected('UNKNOWN')).step).toBe('caseback_watch_select');
  });

  it('network failures show the wording of the panel (spec 8)', () => {
    expect(run(started('serial'), checkFailed(undefined)).error).toMatchObject({
      defaultMessage: 'Error verifying serial number, please try again later.',
    });
    expect(run(started('caseback'), checkFailed(undefined)).error).toMatchObject({
      defaultMessage: 'Error verifying case back number, please try again later.',
    });
  });

  it('needs the agreement: unticked, the agreement area is highlighted and the step stays (4.3)', () => {
    const state = run(
      started(),
      serialFound(7),
      addToCollectionRequested({ agreed: false, newsletter: true }),
    );
    expect(state).toMatchObject({ step: 'serial_confirmation', agreementError: true });
  });

  it('a known customer stays for the register call, which leads to register_confirmation (4.3)', () => {
    const asked = run(
      started(),
      serialFound(7),
      addToCollectionRequested({ agreed: true, newsletter: true }),
    );
    expect(asked).toMatchObject({ step: 'serial_confirmation', newsletter: true, agreementError: false });
    const loading = reduce(asked, registerStarted());
    expect(loading.loading).toBe(true);
    const done = reduce(loading, registerAnswered({ success: true, message: 'Added.' }));
    expect(done).toMatchObject({ step: 'register_confirmation', confirmation: 'Added.', loading: false });
  });

  it('register refused or failed keeps the step with the message (spec 8)', () => {
    const loading = run(
      started(),
      serialFound(7),
      addToCollectionRequested({ agreed: true, newsletter: false }),
      registerStarted(),
    );
    expect(reduce(loading, registerAnswered({ success: false, message: 'Taken.' }))).toMatchObject({
      step: 'serial_confirmation',
      error: 'Taken.',
    });
    expect(reduce(loading, registerFailed(undefined)).error).toMatchObject({
      defaultMessage: 'Error linking watch, please try again later.',
    });
  });

  it('an unknown customer goes to login_form; a sign-in then registers (4.3, 4.4)', () => {
    const login = run(
      started(),
      serialFound(0),
      addToCollectionRequested({ agreed: true, newsletter: false }),
    );
    expect(login.step).toBe('login_form');
    const refused = reduce(reduce(login, loginStarted()), loginRefused('Wrong password.'));
    expect(refused).toMatchObject({ step: 'login_form', error: 'Wrong password.', loading: false });
    const signedIn = reduce(reduce(refused, loginStarted()), loginSucceeded());
    const done = reduce(
      reduce(signedIn, registerStarted()),
      registerAnswered({ success: true, message: 'Added.' }),
    );
    expect(done.step).toBe('register_confirmation');
  });

  it('creating an account hides the modal until the create-account modal is dismissed (4.5)', () => {
    const login = run(
      started(),
      serialFound(0),
      addToCollectionRequested({ agreed: true, newsletter: false }),
    );
    const covered = reduce(login, accountCreationChosen());
    expect(covered).toMatchObject({ coveredByAccountCreation: true, step: 'login_form' });
    const store = openedStore(
      started(),
      serialFound(0),
      addToCollectionRequested({ agreed: true, newsletter: false }),
      accountCreationChosen(),
    );
    expect(selectWatchRegistrationOpen(store.getState())).toBe(false);
    store.dispatch(registrationDismissed());
    expect(selectWatchRegistrationOpen(store.getState())).toBe(true);
  });

  it('while loading, the calls, Back and the choices are ignored (4.6)', () => {
    const loading = run(started());
    expect(reduce(loading, started('caseback'))).toBe(loading);
    expect(reduce(loading, methodChosen('caseback'))).toBe(loading);
    expect(reduce(loading, backRequested())).toBe(loading);
    const choosing = run(started('caseback'), casebackFound(THREE));
    const busy = { ...choosing, loading: true };
    expect(reduce(busy, watchSelected(THREE[0]!.product_sku)).step).toBe('caseback_watch_select');
    const confirming = run(started(), serialFound(7), registerStarted());
    expect(reduce(confirming, addToCollectionRequested({ agreed: false, newsletter: false }))).toBe(
      confirming,
    );
  });

  it('Back retraces the steps, never before serial_form nor from register_confirmation', () => {
    expect(run(backRequested()).step).toBe('serial_form');
    const choosing = run(started('caseback'), casebackFound(THREE));
    expect(reduce(choosing, backRequested()).step).toBe('serial_form');
    const confirming = reduce(choosing, watchSelected(THREE[0]!.product_sku));
    expect(reduce(confirming, backRequested()).step).toBe('caseback_watch_select');
    expect(run(started(), serialFound(0), backRequested()).step).toBe('serial_form');
    const login = run(
      started(),
      serialFound(0),
      addToCollectionRequested({ agreed: true, newsletter: false }),
    );
    expect(reduce(login, backRequested()).step).toBe('serial_confirmation');
    const done = run(
      started(),
      serialFound(7),
      registerStarted(),
      registerAnswered({ success: true, message: 'Added.' }),
    );
    expect(reduce(done, backRequested()).step).toBe('register_confirmation');
  });

  it('ignores answers it is not waiting for', () => {
    const idle = run();
    expect(reduce(idle, serialFound(0))).toBe(idle);
    expect(reduce(idle, registerAnswered({ success: true, message: 'x' }))).toBe(idle);
  });

  it('a finished registration starts over when asked again; one under way is shown as it was', () => {
    const done = run(
      started(),
      serialFound(7),
      registerStarted(),
      registerAnswered({ success: true, message: 'A.' }),
    );
    expect(reduce(done, watchRegistrationRequested())).toEqual(initialWatchRegistrationState);
    const underWay = run(started(), serialFound(0));
    expect(reduce(underWay, watchRegistrationRequested())).toMatchObject({ step: 'serial_confirmation' });

    // In the store: closed, then asked again, the modal shows once more.
    const store = openedStore(started(), serialFound(0), watchRegistrationClosed());
    expect(selectWatchRegistrationOpen(store.getState())).toBe(false);
    store.dispatch(watchRegistrationRequested());
    expect(selectWatchRegistrationOpen(store.getState())).toBe(true);
    expect(selectWatchRegistration(store.getState()).step).toBe('serial_confirmation');
  });
});
