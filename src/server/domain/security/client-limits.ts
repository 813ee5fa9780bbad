import type { Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import { ABANDONED_PAYMENT_MS } from '../payment/payment-window';
import { hit, type RateLimitRule } from './rate-limit';

/** Every order is unpaid (and holds its stock) until its payment is approved, for at most this long. */
const UNPAID_HOLD_S = ABANDONED_PAYMENT_MS / 1000;

/**
 * Per-client limits on what costs the shop rows or stock, counted per client address (the proxy-aware
 * `request.ip`) in the database's fixed windows. Each is far above what a shopper does, with room for several
 * shoppers behind one address (an office, a mobile carrier's NAT), yet stops a script from filling the tables
 * or holding the stock:
 *
 * - `guestCarts`: a shopper's browser makes one guest cart and keeps it; 30 an hour is thirty fresh browsers.
 * - `giftMessageWrites`: the editor saves once per change of the order's or an item's message; 120 an hour is
 *   two a minute all hour long.
 * - `unpaidOrders`: every order holds its stock until paid, for the sweeper's 30 minutes at most; a shopper
 *   places one, perhaps retries after a declined payment: 5 per 30 minutes.
 * - `heldUnits`: the pieces (watches and straps, not the gift box) those orders hold; 12 per 30 minutes is a
 *   generous order (two watches, straps for each, a gift) placed twice, after a declined payment.
 * - `heldUnitsOfOneProduct`: of those, the pieces of any one product (a watch's variation, a strap); nobody
 *   buys more than 5 identical watches or straps at once (a cart line may ask up to 10: such an order is for
 *   the brand's trade desk, not the shop), and a script from one address cannot hold every piece of a watch
 *   that has more than 5.
 */
export const CLIENT_LIMITS = {
  guestCarts: { max: 30, windowS: 3600 },
  giftMessageWrites: { max: 120, windowS: 3600 },
  unpaidOrders: { max: 5, windowS: UNPAID_HOLD_S },
  heldUnits: { max: 12, windowS: UNPAID_HOLD_S },
  heldUnitsOfOneProduct: { max: 5, windowS: UNPAID_HOLD_S },
} satisfies Record<string, RateLimitRule>;

export type ClientLimit = keyof typeof CLIENT_LIMITS;

const MESSAGES: Record<ClientLimit, string> = {
  guestCarts: 'Too many new carts from your network.',
  giftMessageWrites: 'Too many gift message changes from your network.',
  unpaidOrders: 'Too many unpaid orders from your network.',
  heldUnits: 'Your network has reserved too many pieces in unpaid orders.',
  heldUnitsOfOneProduct: 'Your network has reserved too many pieces of this product in unpaid orders.',
};

/**
 * Counts `amount` against the client's limit (per `scope` too, when given: one product) and refuses
 * (RateLimited, answered 429 with Retry-After) what goes over it. Called inside the write's transaction where
 * there is one, so a write that fails counts nothing.
 */
export async function countClientAction(
  q: Queryable,
  limit: ClientLimit,
  clientAddress: string,
  amount = 1,
  scope?: string,
): Promise<void> {
  const rule = CLIENT_LIMITS[limit];
  const bucket = `${limit}:ip:${clientAddress}${scope === undefined ? '' : `:${scope}`}`;
  const state = await hit(q, bucket, rule, amount);
  if (state.hits > rule.max) {
    throw new RateLimited(
      `${MESSAGES[limit]} Please try again in ${state.retryAfterS} seconds.`,
      state.retryAfterS,
    );
  }
}
