import type { AppStartListening } from '../../app/listening';
import { accountCreated } from '../../events/registration';
import { watchRegistrationStepReached } from './events';
import { registerCheckedWatch } from './registerCheckedWatch';
import { selectWatchRegistration } from './watchRegistrationSlice';

/** Watch registration's side effects: the registration after a new account, and the step analytics. */
export function registerWatchRegistrationListeners(startListening: AppStartListening): void {
  // Spec 4.5: the account the login form sent the shopper to create exists, and is signed in: register.
  startListening({
    actionCreator: accountCreated,
    effect: async (_action, api) => {
      const flow = selectWatchRegistration(api.getState());
      if (!flow.open || !flow.coveredByAccountCreation || flow.step !== 'login_form') return;
      await api.dispatch(registerCheckedWatch());
    },
  });

  startListening({
    predicate: (_action, current, previous) =>
      selectWatchRegistration(current).step !== selectWatchRegistration(previous).step,
    effect: (_action, api) => {
      const { step, method } = selectWatchRegistration(api.getState());
      // The first step is where the modal starts (and starts over): no step is reached there.
      if (step !== 'serial_form') api.dispatch(watchRegistrationStepReached({ step, method }));
    },
  });
}
