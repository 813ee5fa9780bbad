import type { AppStartListening } from '../../app/listening';
import { accountCreated } from '../../events/registration';
import { watchRegistrationStepReached } from './events';
import { selectWatchRegistrationDialogOpen } from './watchRegistrationDialogSlice';

/**
 * Watch registration's side effects: the registration after a new account, and the step analytics. They are
 * in the shell and read the flow's state only if the modal's chunk has added it (watchRegistrationSlice.ts).
 */
export function registerWatchRegistrationListeners(startListening: AppStartListening): void {
  // Spec 4.5: the account the login form sent the shopper to create exists, and is signed in: register.
  startListening({
    actionCreator: accountCreated,
    effect: async (_action, api) => {
      const state = api.getState();
      const flow = state.watchRegistration;
      if (!selectWatchRegistrationDialogOpen(state) || !flow?.coveredByAccountCreation) return;
      if (flow.step !== 'login_form') return;
      // The modal reached its login form, so its chunk (which has this call) is already here.
      const { registerCheckedWatch } = await import(
        /* webpackChunkName: "watch-registration-modal" */ './registerCheckedWatch'
      );
      await api.dispatch(registerCheckedWatch());
    },
  });

  startListening({
    predicate: (_action, current, previous) =>
      current.watchRegistration?.step !== previous.watchRegistration?.step,
    effect: (_action, api) => {
      const flow = api.getState().watchRegistration;
      // The first step is where the modal starts (and starts over): no step is reached there.
      if (flow && flow.step !== 'serial_form') {
        api.dispatch(watchRegistrationStepReached({ step: flow.step, method: flow.method }));
      }
    },
  });
}
