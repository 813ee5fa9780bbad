import type { Queryable } from '../../db/types';

/**
 * The forms' newsletter box subscribes at once: the shopper ticked it while giving the address. An address
 * already subscribed stays as it is (with its first source).
 */
export async function subscribeFromForm(
  q: Queryable,
  subscriber: { email: string; storeId: number; customerId: number | null; source: string },
): Promise<void> {
  await q.query(
    `insert into newsletter_subscriber (email, store_id, customer_id, source) values ($1, $2, $3, $4)
     on conflict (lower(email)) do nothing`,
    [subscriber.email, subscriber.storeId, subscriber.customerId, subscriber.source],
  );
  if (subscriber.customerId !== null) {
    await q.query('update customer set is_newsletter_subscribed = true where id = $1', [
      subscriber.customerId,
    ]);
  }
}
