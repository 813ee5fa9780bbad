import type { components } from '../../../src/common/contract/schema.gen';
import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import { guestCartPath, rejectsCartIds, refusesSignedOut, refusesWithoutRequestedWith } from './cart-steps';
import type { CartState, Discovered } from './discovered';

type Totals = components['schemas']['Totals'];

/** The gift box segment's code (the contract's TotalSegment lists the codes). */
const GIFT_BOX_CODE = 'caseback_giftbox';

/**
 * Totals that add up: the grand total is the sum of the other segments and has its own segment, the subtotal
 * is the sum of the cart's lines, the extra fee and the gift box (when the cart has one) are there at the
 * configured amounts.
 */
export function totalsProblem(totals: Totals, state: CartState, found: Discovered): string | null {
  const segments = totals.total_segments;
  const grand = segments.find((s) => s.code === 'grand_total');
  if (grand?.value !== totals.grand_total) return `no grand_total segment of ${totals.grand_total}`;
  const sum = segments.filter((s) => s !== grand).reduce((total, s) => total + s.value, 0);
  if (sum !== totals.grand_total)
    return `grand_total ${totals.grand_total} is not the sum of the segments (${sum})`;
  const lines = state.cart?.items ?? [];
  const subtotal = lines.reduce((total, i) => total + i.row_total, 0);
  if (state.cart && totals.subtotal !== subtotal)
    return `subtotal ${totals.subtotal} instead of ${subtotal}, the sum of the lines`;
  if (state.cart && totals.items_qty !== state.cart.items_qty)
    return `items_qty ${totals.items_qty} instead of the cart's ${state.cart.items_qty}`;
  const config = found.checkoutConfig;
  if (config && lines.length) {
    const fee = segments.find((s) => s.code === config.extra_fee.code);
    if (fee?.value !== config.extra_fee.amount)
      return `no ${config.extra_fee.code} segment of ${config.extra_fee.amount}`;
  }
  if (config && state.hasGiftBox) {
    const box = segments.find((s) => s.code === GIFT_BOX_CODE);
    const price = config.gift_box.giftBoxPrice;
    if (box?.value !== price)
      return `no ${GIFT_BOX_CODE} segment of ${price}, though the cart has the gift box`;
  }
  const currency = state.cart?.currency_code;
  return !currency || totals.quote_currency_code === currency
    ? null
    : `quote_currency_code ${totals.quote_currency_code} instead of the cart's ${currency}`;
}

export const getGuestCartTotals = (found: Discovered): Scenario => ({
  operationId: 'getGuestCartTotals',
  async run(t) {
    await refusesSignedOut(t, 'getMineCartTotals');
    const path = guestCartPath(found);
    await t.ok('getGuestCartTotals', 'a watch and the gift box', { path }, (body) =>
      totalsProblem(body, found.guest, found),
    );
    await rejectsCartIds(t, 'getGuestCartTotals', { path });
  },
});

export const getMineCartTotals = (found: Discovered): Scenario => ({
  operationId: 'getMineCartTotals',
  async run(t) {
    await refusesWithoutRequestedWith(t, found, 'getMineCartTotals');
    if (!found.signedIn) return;
    await t.ok('getMineCartTotals', 'a watch and the gift box', {}, (body) =>
      totalsProblem(body, found.mine, found),
    );
  },
});
