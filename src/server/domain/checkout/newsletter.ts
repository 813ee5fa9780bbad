import type { Database, Queryable } from '../../db/types';
import { NotFound } from '../errors';
import { findSessionCart } from '../cart/cart-access';
import { updateCartColumns } from '../cart/cart-lock';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import type { ShopLink } from '../newsletter/newsletter-mails';
import { requestSubscription } from '../newsletter/subscribers';
import { defineMessages } from '../../../common/i18n/define-messages';

export const NEWSLETTER_MESSAGES = defineMessages({
  recorded: {
    id: 'api.checkout.newsletterRecorded',
    defaultMessage: 'Thank you. You will be subscribed to our newsletter when your order is placed.',
  },
  noCart: { id: 'api.checkout.newsletterNoCart', defaultMessage: 'No cart to subscribe from.' },
});

/**
 * The checkout's newsletter agreement (spec 7) is only remembered on the session's cart: nobody is
 * subscribed before an order gives us an e-mail address the shopper confirmed by ordering.
 */
export async function agreeToCheckoutNewsletter(
  db: Database,
  store: StoreView,
  session: Session,
): Promise<void> {
  const cart = await findSessionCart(db, store, session);
  if (!cart) throw new NotFound(NEWSLETTER_MESSAGES.noCart);
  await updateCartColumns(db, cart, 'newsletter_subscribe = true', []);
}

/**
 * Called when the order is placed: the order's address goes through the newsletter's double opt-in (a guest's
 * address is mailed a confirmation link; the signed-in customer's own address joins at once).
 */
export async function subscribeOrderEmail(
  q: Queryable,
  subscriber: { email: string; storeId: number; customerId: number | null; link: ShopLink },
): Promise<void> {
  await requestSubscription(q, { ...subscriber, source: 'checkout' });
}
