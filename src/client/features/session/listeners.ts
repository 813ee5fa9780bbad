import { readClientId } from '../../analytics/clientId';
import { customerApi, KNOWN_SECTIONS, sectionTags } from '../../api/customer';
import { registrationApi } from '../../api/registration';
import { selectStoreConfig, storeConfigArrived, storeConfigsOf } from '../../api/store';
import type { AppStartListening } from '../../app/listening';
import type { AppDispatch, RootState } from '../../app/configureAppStore';
import { appStarted } from '../../events/appStarted';
import { userMetaResolved } from './events';
import { syncCustomerCookie } from './customerCookie';
import { consumeSectionCookie } from './sectionCookie';
import { resolveUserMeta } from './userMeta';

const { loginCustomer, logoutCustomer, loadCustomerSections } = customerApi.endpoints;

/** Session side effects: the customer cookie, the section invalidation cookie and the 'User Meta' record. */
export function registerSessionListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: appStarted, effect: () => void syncCustomerCookie() });

  // The allowed section names come with the store configuration, so the cookie is read once it is known.
  startListening({
    matcher: storeConfigArrived,
    effect: (action, api) => {
      for (const config of storeConfigsOf(action)) {
        const names = consumeSectionCookie(config.customer.section_names);
        if (names.length) api.dispatch(customerApi.util.invalidateTags(sectionTags(names)));
      }
    },
  });

  // Sign-in, registration and sign-out answers set both cookies again.
  const afterSessionChange = (
    storeCode: string,
    changed: boolean,
    api: { getState: () => RootState; dispatch: AppDispatch },
  ) => {
    syncCustomerCookie();
    const config = selectStoreConfig(api.getState(), storeCode);
    if (!config) return;
    // The mutation's own tags already reload every known section after a real sign-in or sign-out.
    const names = consumeSectionCookie(config.customer.section_names, changed ? KNOWN_SECTIONS : []);
    if (names.length) api.dispatch(customerApi.util.invalidateTags(sectionTags(names)));
  };
  startListening({
    matcher: loginCustomer.matchFulfilled,
    effect: (action, api) =>
      afterSessionChange(action.meta.arg.originalArgs.storeCode, !action.payload.errors, api),
  });
  // A new account is signed in at once: its answer sets the cookies as a sign-in does.
  startListening({
    matcher: registrationApi.endpoints.registerCustomer.matchFulfilled,
    effect: (action, api) =>
      afterSessionChange(action.meta.arg.originalArgs.storeCode, action.payload.success, api),
  });
  startListening({
    matcher: logoutCustomer.matchFulfilled,
    effect: (action, api) => afterSessionChange(action.meta.arg.originalArgs.storeCode, true, api),
  });

  startListening({
    matcher: loadCustomerSections.matchFulfilled,
    effect: (action, api) => {
      api.dispatch(
        userMetaResolved(resolveUserMeta(action.payload.customer, readClientId(), window.sessionStorage)),
      );
    },
  });

  startListening({
    matcher: loadCustomerSections.matchRejected,
    effect: (action, api) => {
      if (action.meta.condition) return;
      api.dispatch(userMetaResolved(resolveUserMeta(undefined, readClientId(), window.sessionStorage)));
    },
  });
}
