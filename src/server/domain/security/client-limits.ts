import { CartItemRequest } from '../../../common/contract/facts.gen';
import type { Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import type { SqlParams } from '../../db/sql-params';
import { countingUpsert, hit, type RateLimitRule, type RateLimitState } from './rate-limit';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage, type ApiMessage } from '../i18n/api-message';

/**
 * Per-client limits on what costs the shop rows or stock, counted per client address (the proxy-aware
 * `request.ip`). Each is far above what a shopper does, with room for several shoppers behind one address (an
 * office, a mobile carrier's NAT), yet stops a script from filling the tables or holding the stock:
 *
 * - `guestCarts`: a shopper's browser makes one guest cart and keeps it; 30 an hour is thirty fresh browsers.
 * - `giftMessageWrites`: the editor saves once per change of the order's or an item's message; 120 an hour is
 *   two a minute all hour long.
 *
 * Those two count events in the database's fixed windows. The limits on unpaid orders count what the address
 * holds right now, from the orders themselves (`order/unpaid-order-limits.ts`): an order counts from its
 * placement until it is paid, declined, cancelled or released by the sweeper (30 minutes at most), so a
 * shopper, an office or a test run that pays at once holds nothing and is never refused.
 *
 * - `unpaidOrders`: a shopper has one order waiting for its payment (a declined payment releases it); 5 at once
 *   is five shoppers behind one address paying at the same moment.
 * - `heldUnits`: the pieces (watches and straps, not the gift box) those orders hold; 20 is a full cart line
 *   of one watch (a gift for a team) with a strap for each, or five shoppers each holding a watch and straps.
 * - `heldUnitsOfOneProduct`: of those, the pieces of any one product (a watch's variation, a strap): the
 *   contract's largest cart line, so any one line the cart allows is taken, and a script from one address
 *   cannot hold more than that of a watch; a second unpaid order of the same product may be refused.
 */
export const CLIENT_LIMITS = {
  guestCarts: { max: 30, windowS: 3600 },
  giftMessageWrites: { max: 120, windowS: 3600 },
} satisfies Record<string, RateLimitRule>;

export const UNPAID_ORDER_LIMITS = {
  unpaidOrders: 5,
  heldUnits: 20,
  heldUnitsOfOneProduct: CartItemRequest.cartItem.qty.maximum,
} as const;

export type ClientLimit = keyof typeof CLIENT_LIMITS;
export type UnpaidOrderLimit = keyof typeof UNPAID_ORDER_LIMITS;

const MESSAGES: Record<ClientLimit | UnpaidOrderLimit, ApiMessage> = defineMessages({
  guestCarts: {
    id: 'api.limits.guestCarts',
    defaultMessage: 'Too many new carts from your network. Please try again in {retryAfterS} seconds.',
  },
  giftMessageWrites: {
    id: 'api.limits.giftMessageWrites',
    defaultMessage:
      'Too many gift message changes from your network. Please try again in {retryAfterS} seconds.',
  },
  unpaidOrders: {
    id: 'api.limits.unpaidOrders',
    defaultMessage: 'Too many unpaid orders from your network. Please try again in {retryAfterS} seconds.',
  },
  heldUnits: {
    id: 'api.limits.heldUnits',
    defaultMessage:
      'Your network has reserved too many pieces in unpaid orders. Please try again in {retryAfterS} seconds.',
  },
  heldUnitsOfOneProduct: {
    id: 'api.limits.heldUnitsOfOneProduct',
    defaultMessage:
      'Your network has reserved too many pieces of this product in unpaid orders. Please try again in {retryAfterS} seconds.',
  },
});

/** The refusal of a limit (answered 429 with Retry-After). */
export const clientLimitReached = (limit: ClientLimit | UnpaidOrderLimit, retryAfterS: number) =>
  new RateLimited(apiMessage(MESSAGES[limit], { retryAfterS }), retryAfterS);

/**
 * Counts `amount` against the client's limit and refuses (RateLimited, answered 429 with Retry-After) what
 * goes over it. Called inside the write's transaction where there is one, so a write that fails counts nothing.
 */
export async function countClientAction(
  q: Queryable,
  limit: ClientLimit,
  clientAddress: string,
  amount = 1,
): Promise<void> {
  refuseOverLimit(limit, await hit(q, bucketOf(limit, clientAddress), CLIENT_LIMITS[limit], amount));
}

/**
 * `countClientAction` as SQL, for a write that counts in its own statement and writes only within the limit:
 * `upsert` is the counting CTE (answers `RateLimitRow`), `max` the placeholder of the limit to compare `hits`
 * with. The caller refuses with `refuseOverLimit` once the statement has answered.
 */
export function clientActionCount(
  p: SqlParams,
  limit: ClientLimit,
  clientAddress: string,
): { upsert: string; max: string } {
  const rule = CLIENT_LIMITS[limit];
  return { upsert: countingUpsert(p, bucketOf(limit, clientAddress), rule), max: p.add(rule.max) };
}

/** Throws the limit's refusal when the count went over it. */
export function refuseOverLimit(limit: ClientLimit, state: RateLimitState): void {
  if (state.hits > CLIENT_LIMITS[limit].max) throw clientLimitReached(limit, state.retryAfterS);
}

const bucketOf = (limit: ClientLimit, clientAddress: string) => `${limit}:ip:${clientAddress}`;
