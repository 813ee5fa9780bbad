import { COOKIE } from '../../common/cookie-names';
import { storePaths } from '../../common/store-paths';
import type { Handlers } from '../contract/handler-types';
import { customerCookieValue } from '../domain/customer/login';
import { SECTION_NAMES } from '../domain/customer/sections';
import { PASSWORD_RESET_MESSAGES } from '../domain/password-reset/messages';
import { requestPasswordReset } from '../domain/password-reset/request-reset';
import { isResetTokenUsable, resetPassword } from '../domain/password-reset/reset-password';
import { rotateSession } from '../domain/session/session-store';
import { setClientCookie, setSessionCookies } from '../plugins/session';
import type { RouteDeps } from './deps';
import { sayIn } from '../domain/i18n/api-message';

/** Without PUBLIC_URL (tests, embedded apps) mails link to the default local shop. */
const LOCAL_SHOP = 'http://localhost:3000';

/** The forgotten password: the request for a link, the link's check and the new password. */
export function passwordResetRoutes({ db, env, cookies }: RouteDeps): Handlers {
  const publicUrl = env.publicUrl ?? LOCAL_SHOP;
  return {
    requestPasswordReset: async ({ store, body, request }) => {
      const message = await requestPasswordReset(db, {
        email: body.email,
        storeCode: store.code,
        clientAddress: request.ip,
        publicUrl,
      });
      return { errors: false, message: sayIn(store)(message) };
    },

    checkPasswordResetToken: async ({ store, query, request, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const valid = await isResetTokenUsable(db, query.token, request.ip);
      return { valid, message: valid ? null : sayIn(store)(PASSWORD_RESET_MESSAGES.expired) };
    },

    resetPassword: async ({ store, body, session, request, reply }) => {
      // Read before the change, which ends this browser's session too when it was the customer's.
      const current = await session();
      const outcome = await resetPassword(db, {
        token: body.token,
        password: body.password,
        confirmation: body.password_confirmation,
        clientAddress: request.ip,
      });
      if (!outcome) {
        return {
          errors: true,
          message: sayIn(store)(PASSWORD_RESET_MESSAGES.expired),
          redirect_url: storePaths.forgotPassword(store.code),
        };
      }
      // This browser's session, when it was the customer's, has just ended with the others: give it a new one.
      if (current.customerId === outcome.customerId) {
        const next = await rotateSession(db, current, null, cookies.lifetime);
        setSessionCookies(reply, cookies, next.token, next.session);
        setClientCookie(reply, cookies, COOKIE.customer, customerCookieValue(null));
        setClientCookie(reply, cookies, COOKIE.invalidateSections, SECTION_NAMES.join(','));
      }
      return {
        errors: false,
        message: sayIn(store)(PASSWORD_RESET_MESSAGES.updated),
        redirect_url: storePaths.signIn(store.code),
      };
    },
  };
}
