import { GIFT_BOX } from '../../../../config/checkout';
import type { Queryable } from '../../db/types';
import { RateLimited } from '../errors';
import { ABANDONED_PAYMENT_MS } from '../payment/payment-window';
import { SWEEP_INTERVAL_MS } from '../payment/sweeper';
import { clientLimitReached, UNPAID_ORDER_LIMITS, type UnpaidOrderLimit } from '../security/client-limits';
import type { OrderLine } from './order-record';
import { apiMessage } from '../i18n/api-message';
import { ORDER_TEXTS } from './order-texts';

const WINDOW_S = ABANDONED_PAYMENT_MS / 1000;
/** Advisory locks of this file, in their own key space (the two-integer form; other locks use one bigint). */
const LOCK_SPACE = 17_001;

/** One unpaid order of the address: when its hold ends, and the pieces it holds per product. */
interface Hold {
  releaseInS: number;
  pieces: Map<number, number>;
}

/**
 * The per-client limits on unpaid orders (`UNPAID_ORDER_LIMITS`, reasons in security/client-limits.ts): counts,
 * inside the order's transaction, the orders this address placed that still hold their stock and the pieces
 * they hold, and refuses (RateLimited, 429) the new order when with it the address would hold more. Retry-After
 * is the time until enough of those holds are released by the payment window for the order to fit.
 *
 * The address's lock serialises its placements until commit, so two orders from one address at once cannot
 * both pass on counts that include neither (the second counts the first once it has committed).
 */
export async function checkUnpaidOrderLimits(
  tx: Queryable,
  clientAddress: string,
  lines: OrderLine[],
): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, clientAddress]);
  const holds = await unpaidHolds(tx, clientAddress);
  const wanted = piecesPerProduct(lines);
  const checks: { limit: UnpaidOrderLimit; of: (pieces: Map<number, number>) => number }[] = [
    { limit: 'unpaidOrders', of: () => 1 },
    { limit: 'heldUnits', of: (pieces) => sum(pieces.values()) },
    ...[...wanted.keys()].map((productId) => ({
      limit: 'heldUnitsOfOneProduct' as const,
      of: (pieces: Map<number, number>) => pieces.get(productId) ?? 0,
    })),
  ];
  for (const { limit, of } of checks) {
    const max = UNPAID_ORDER_LIMITS[limit];
    const held = holds.map((h) => of(h.pieces));
    if (sum(held) + of(wanted) <= max) continue;
    if (of(wanted) > max) throw orderTooLarge();
    throw clientLimitReached(limit, secondsUntilFits(holds, held, max - of(wanted)));
  }
}

/**
 * Holds are released oldest first: the release after which the address holds at most `room` says when the
 * order fits. A hold past its window goes at the sweeper's next round.
 */
function secondsUntilFits(holds: Hold[], held: number[], room: number): number {
  let left = sum(held);
  for (const [i, hold] of holds.entries()) {
    left -= held[i]!;
    if (left <= room) return hold.releaseInS > 0 ? hold.releaseInS : SWEEP_INTERVAL_MS / 1000;
  }
  return WINDOW_S; // unreachable: with every hold released, an order within the limit fits
}

/** This address's orders still waiting for their payment, oldest first, with the pieces (no gift box) each holds. */
async function unpaidHolds(tx: Queryable, clientAddress: string): Promise<Hold[]> {
  const { rows } = await tx.query<{
    id: number;
    release_in_s: number;
    product_id: number | null;
    qty: number | null;
  }>(
    `select o.id, ceil($2 - extract(epoch from now() - o.created_at)::float8)::int as release_in_s,
            i.product_id, i.qty
       from sales_order o
       left join sales_order_item i on i.order_id = o.id and i.product_id is not null and i.sku <> $3
      where o.client_address = $1 and o.status = 'pending_payment'
      order by o.created_at, o.id`,
    [clientAddress, WINDOW_S, GIFT_BOX.sku],
  );
  const holds = new Map<number, Hold>();
  for (const r of rows) {
    const hold = holds.get(r.id) ?? { releaseInS: r.release_in_s, pieces: new Map<number, number>() };
    holds.set(r.id, hold);
    if (r.product_id !== null && r.qty !== null) {
      hold.pieces.set(r.product_id, (hold.pieces.get(r.product_id) ?? 0) + r.qty);
    }
  }
  return [...holds.values()];
}

function piecesPerProduct(lines: OrderLine[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const l of lines) pieces.set(l.productId, (pieces.get(l.productId) ?? 0) + l.qty);
  return pieces;
}

/**
 * An order that alone holds more than the limits allow (several full cart lines, or one product on lines with
 * different engravings): the rest can be ordered once this one is paid, or after the payment window at most.
 */
const orderTooLarge = () =>
  new RateLimited(
    apiMessage(ORDER_TEXTS.tooLarge, {
      units: UNPAID_ORDER_LIMITS.heldUnits,
      unitsOfOne: UNPAID_ORDER_LIMITS.heldUnitsOfOneProduct,
    }),
    WINDOW_S,
  );

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
