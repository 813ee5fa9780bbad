import { purgeExpiredIdempotencyKeys } from '../order/idempotency';
import { purgeOldResetLinks } from '../password-reset/reset-password';
import { releaseExpiredHolds } from '../reservation/holds';
import type { SessionLifetime } from '../session/session-types';
import type { HousekeepingTask } from './housekeeping';

/**
 * A guest cart nobody has changed for this long is abandoned: its masked id (the browser's only key to it) is
 * long forgotten and its session has ended (the absolute lifetime is 30 days by default). Magento keeps quotes
 * 30 days by default too. Carts of customers stay: their account finds them again.
 */
export const ABANDONED_GUEST_CART_DAYS = 30;

const deleted = async (db: Parameters<HousekeepingTask['run']>[0], sql: string, params: unknown[] = []) =>
  (await db.query(sql, params)).rowCount;

/**
 * What the shop's own tables leave behind: ended sessions, abandoned guest carts, spent captcha solutions past
 * their challenge's expiry and finished rate-limit windows. Other modules add their own tasks to the list the
 * server schedules (see server.ts).
 */
export function coreHousekeepingTasks(lifetime: SessionLifetime): HousekeepingTask[] {
  return [
    {
      // Kept `idleDays` past their end: until then the row is what refuses the (still signed) token of an ended
      // session, which with no row would pass for an anonymous visitor's (session-store.ts).
      name: 'sessions',
      run: (db) =>
        deleted(db, 'delete from session where expires_at < now() - make_interval(days => $1)', [
          lifetime.idleDays,
        ]),
    },
    {
      name: 'guest carts',
      run: (db) =>
        deleted(
          db,
          `delete from cart where customer_id is null and is_active
              and updated_at < now() - make_interval(days => $1)`,
          [ABANDONED_GUEST_CART_DAYS],
        ),
    },
    {
      name: 'captcha solutions',
      run: (db) => deleted(db, 'delete from captcha_spent where expires_at < now()'),
    },
    { name: 'password reset links', run: purgeOldResetLinks },
    {
      // Step 1's tokens of the return label: past their 30 minutes they bind nothing.
      name: 'return label lookups',
      run: (db) => deleted(db, 'delete from return_label_lookup where expires_at < now()'),
    },
    {
      name: 'rate limits',
      run: (db) => deleted(db, 'delete from rate_limit where window_ends_at < now()'),
    },
  ];
}

/** Expiry runs every minute: a boutique's piece held past its time may be what the next shopper wants. */
export const EXPIRY_INTERVAL_MS = 60 * 1000;

/**
 * What expires rather than goes stale: boutique holds past their 72 hours go back into stock, and
 * Idempotency-Keys older than 24 hours are forgotten. (Unpaid orders are released by the payment sweeper,
 * `domain/payment/sweeper.ts`.)
 */
export function expiryTasks(): HousekeepingTask[] {
  return [
    { name: 'expired boutique holds', run: releaseExpiredHolds },
    { name: 'expired idempotency keys', run: purgeExpiredIdempotencyKeys },
  ];
}
