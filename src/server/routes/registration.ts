import { COOKIE } from '../../common/cookie-names';
import { storePaths } from '../../common/store-paths';
import type { Handlers } from '../contract/handler-types';
import { mergeGuestCartAtSignIn } from '../domain/cart/merge';
import { mergeCompareListAtSignIn } from '../domain/compare/merge';
import { customerCookieValue } from '../domain/customer/login';
import { SECTION_NAMES } from '../domain/customer/sections';
import { checkEmailAvailability } from '../domain/registration/email-availability';
import { REGISTRATION_MESSAGES } from '../domain/registration/messages';
import { createCustomerAccount } from '../domain/registration/register';
import { rotateSession } from '../domain/session/session-store';
import { setClientCookie, setSessionCookies } from '../plugins/session';
import { shopOrigin, type RouteDeps } from './deps';

/** Account registration (spec 2.8, 7): the availability check of step 1 and the register call. */
export function registrationRoutes({ db, cookies, env }: RouteDeps): Handlers {
  return {
    isEmailAvailable: async ({ body, request }) => checkEmailAvailability(db, body.email, request.ip),

    registerCustomer: async ({ store, body, session, request, reply }) => {
      const outcome = await createCustomerAccount(db, {
        store,
        request: body,
        clientAddress: request.ip,
        publicUrl: shopOrigin(env),
        now: new Date(),
      });
      if (!outcome.customer) return { success: false, message: outcome.message, redirect_url: null };
      const { customer } = outcome;
      // Signed in as the sign-in does it: the guest's cart and compare list move over before the id changes.
      const current = await session();
      await mergeGuestCartAtSignIn(db, store, current.idHash, customer.id);
      await mergeCompareListAtSignIn(db, current.idHash, customer.id);
      const next = await rotateSession(db, current, customer.id, cookies.lifetime);
      setSessionCookies(reply, cookies, next.token, next.session);
      setClientCookie(reply, cookies, COOKIE.customer, customerCookieValue(customer));
      setClientCookie(reply, cookies, COOKIE.invalidateSections, SECTION_NAMES.join(','));
      return {
        success: true,
        message: REGISTRATION_MESSAGES.registered,
        // Magento sends a new customer to the account dashboard.
        redirect_url: storePaths.account(store.code),
      };
    },
  };
}
