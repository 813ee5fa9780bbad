import type { FastifyReply } from 'fastify';
import { COOKIE } from '../../common/cookie-names';
import type { Database } from '../db/types';
import { mergeGuestCartAtSignIn } from '../domain/cart/merge';
import { mergeCompareListAtSignIn } from '../domain/compare/merge';
import { customerCookieValue, type CustomerIdentity } from '../domain/customer/login';
import { SECTION_NAMES } from '../domain/customer/sections';
import { rotateSession } from '../domain/session/session-store';
import type { Session } from '../domain/session/session-types';
import type { StoreView } from '../domain/store/store-registry';
import { carryCheckAtSignIn } from '../domain/watch-registration/remembered-check';
import { setClientCookie, setSessionCookies, type SessionCookies } from '../plugins/session';

/**
 * Signs the browser in as `customer`, the same way after a sign-in and after a registration: the guest's cart and
 * compare list move over while they are still bound to the old session, then the session id (and with it the
 * form key) is replaced, and the customer cookie and the sections to reload are set.
 */
export async function signInSession(
  db: Database,
  cookies: SessionCookies,
  signIn: { store: StoreView; current: Session; customer: CustomerIdentity; reply: FastifyReply },
): Promise<void> {
  const { store, current, customer, reply } = signIn;
  await mergeGuestCartAtSignIn(db, store, current.idHash, customer.id);
  await mergeCompareListAtSignIn(db, current.idHash, customer.id);
  const next = await rotateSession(db, current, customer.id, cookies.lifetime);
  // A watch checked before signing in (register my watch asks for the sign-in) is added after it.
  await carryCheckAtSignIn(db, current.idHash, next.session.idHash);
  setSessionCookies(reply, cookies, next.token, next.session);
  setClientCookie(reply, cookies, COOKIE.customer, customerCookieValue(customer));
  setClientCookie(reply, cookies, COOKIE.invalidateSections, SECTION_NAMES.join(','));
}
