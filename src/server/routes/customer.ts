import { COOKIE } from '../../common/cookie-names';
import type { Handlers } from '../contract/handler-types';
import { authenticate, customerCookieValue, LOGIN_MESSAGES } from '../domain/customer/login';
import type { CaptchaVerifier } from '../domain/security/captcha';
import { cartSection, customerSection, SECTION_NAMES, type SectionName } from '../domain/customer/sections';
import { Unauthenticated } from '../domain/errors';
import { endCustomerSessions, rotateSession } from '../domain/session/session-store';
import { addPendingAtSignIn } from '../domain/wishlist/pending';
import { wishlistSection } from '../domain/wishlist/section';
import { storePaths } from '../../common/store-paths';
import type { Pacer } from '../lib/pacer';
import { setClientCookie, setSessionCookies } from '../plugins/session';
import type { RouteDeps } from './deps';
import { signInSession } from './sign-in-session';
import { sayIn } from '../domain/i18n/api-message';

/** `signInPacer` holds failed sign-ins back (the slow-down before the captcha), boundedly. */
export function customerRoutes(
  { db, cookies }: RouteDeps,
  captcha: CaptchaVerifier,
  signInPacer: Pacer,
): Handlers {
  return {
    loginCustomer: async ({ store, body, session, request, reply }) => {
      const outcome = await authenticate(db, captcha, {
        email: body.username,
        password: body.password,
        recaptcha: body.recaptcha,
        clientAddress: request.ip,
        now: new Date(),
      });
      if (!outcome.customer) {
        await signInPacer.pause(outcome.slowDownMs);
        return { errors: true, message: sayIn(store)(LOGIN_MESSAGES.invalid), redirect_url: null };
      }
      const { customer } = outcome;
      const current = await session();
      // A wishlist add that asked for this sign-in is made now (while the session still holds it), and the
      // shopper lands on the wishlist.
      const wished = await addPendingAtSignIn(db, current.idHash, customer.id);
      await signInSession(db, cookies, { store, current, customer, reply });
      const redirectUrl = wished ? storePaths.wishlist(store.code, wished.addedProductId?.toString()) : null;
      return { errors: false, message: sayIn(store)(LOGIN_MESSAGES.success), redirect_url: redirectUrl };
    },

    logoutCustomer: async ({ store, session, reply }) => {
      const current = await session();
      if (current.customerId !== null) {
        const next = await rotateSession(db, current, null, cookies.lifetime);
        setSessionCookies(reply, cookies, next.token, next.session);
      }
      setClientCookie(reply, cookies, COOKIE.customer, customerCookieValue(null));
      setClientCookie(reply, cookies, COOKIE.invalidateSections, SECTION_NAMES.join(','));
      return { errors: false, message: sayIn(store)(LOGIN_MESSAGES.loggedOut) };
    },

    logoutCustomerEverywhere: async ({ store, session, reply }) => {
      const current = await session();
      if (current.customerId === null) throw new Unauthenticated(LOGIN_MESSAGES.signInToSignOutEverywhere);
      await endCustomerSessions(db, current.customerId);
      const next = await rotateSession(db, current, null, cookies.lifetime);
      setSessionCookies(reply, cookies, next.token, next.session);
      setClientCookie(reply, cookies, COOKIE.customer, customerCookieValue(null));
      setClientCookie(reply, cookies, COOKIE.invalidateSections, SECTION_NAMES.join(','));
      return { errors: false, message: sayIn(store)(LOGIN_MESSAGES.loggedOutEverywhere) };
    },

    loadCustomerSections: async ({ store: view, query, session, reply }) => {
      const names = new Set(query.sections.split(',') as SectionName[]);
      const current = await session();
      reply.header('Cache-Control', 'no-store');
      const [customer, cart, wishlist] = await Promise.all([
        names.has('customer') ? customerSection(db, current, view) : undefined,
        names.has('cart') ? cartSection(db, current, view) : undefined,
        names.has('wishlist') ? wishlistSection(db, current, view) : undefined,
      ]);
      return { ...(customer && { customer }), ...(cart && { cart }), ...(wishlist && { wishlist }) };
    },
  };
}
