import { storePaths } from '../../common/store-paths';
import type { Handlers } from '../contract/handler-types';
import { checkEmailAvailability } from '../domain/registration/email-availability';
import { registeredText } from '../domain/registration/messages';
import { createCustomerAccount } from '../domain/registration/register';
import { shopOrigin, type RouteDeps } from './deps';
import { signInSession } from './sign-in-session';
import { sayIn, worded } from '../domain/i18n/api-message';

/** Account registration (spec 2.8, 7): the availability check of step 1 and the register call. */
export function registrationRoutes({ db, cookies, env }: RouteDeps): Handlers {
  return {
    isEmailAvailable: async ({ store, body, request }) =>
      worded(store, await checkEmailAvailability(db, body.email, request.ip)),

    registerCustomer: async ({ store, body, session, request, reply }) => {
      const outcome = await createCustomerAccount(db, {
        store,
        request: body,
        clientAddress: request.ip,
        publicUrl: shopOrigin(env),
        now: new Date(),
      });
      if (!outcome.customer)
        return { success: false, message: sayIn(store)(outcome.message), redirect_url: null };
      const { customer } = outcome;
      // Signed in as the sign-in does it.
      await signInSession(db, cookies, { store, current: await session(), customer, reply });
      return {
        success: true,
        message: sayIn(store)(registeredText()),
        // Magento sends a new customer to the account dashboard.
        redirect_url: storePaths.account(store.code),
      };
    },
  };
}
