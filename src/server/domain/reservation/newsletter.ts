import type { Queryable } from '../../db/types';
import type { ShopLink } from '../newsletter/newsletter-mails';
import { requestSubscription } from '../newsletter/subscribers';

/**
 * The forms' newsletter box: the address goes through the newsletter's double opt-in (mailed a confirmation
 * link, unless it is the signed-in customer's own account address). An address already subscribed stays as it is.
 */
export async function subscribeFromForm(
  q: Queryable,
  subscriber: { email: string; storeId: number; customerId: number | null; source: string; link: ShopLink },
): Promise<void> {
  await requestSubscription(q, subscriber);
}
