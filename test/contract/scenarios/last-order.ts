import type { components } from '../../../src/common/contract/schema.gen';
import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { CartState, Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

type OrderSummary = components['schemas']['OrderSummary'];
type GiftMessage = components['schemas']['GiftMessage'];

/** Before any order: nothing to show. The order placement scenarios read it once they placed one. */
export const lastOrder = (found: Discovered): Scenario => ({
  operationId: 'getLastOrder',
  async run(t) {
    await t.rejects(
      'getLastOrder',
      'before this session placed an order',
      {},
      { status: 404, code: 'not_found' },
    );
    await rejectsStoreCodes(t, 'getLastOrder', {}, found);
  },
});

/** The success page's order must be the one just placed, as the cart held it. */
export function orderSummaryProblem(
  summary: OrderSummary,
  state: CartState,
  extra: { sku: string; giftBoxSku: string | null },
): string | null {
  const placed = state.order;
  if (placed && summary.increment_id !== placed.increment_id) {
    return `increment_id ${summary.increment_id} instead of ${placed.increment_id}, the order just placed`;
  }
  if (state.email && summary.email.toLowerCase() !== state.email.toLowerCase()) {
    return `email ${summary.email} instead of ${state.email}`;
  }
  const line = summary.items.find((i) => i.sku === extra.sku);
  if (line?.qty !== 1) return `no line of 1 × ${extra.sku}, the cart's only line`;
  const others = summary.items.filter((i) => i !== line && i.sku !== extra.giftBoxSku);
  if (others.length) return `lines the cart did not hold: ${others.map((i) => i.sku).join(', ')}`;
  if (summary.has_gift_box !== state.hasGiftBox)
    return `has_gift_box ${summary.has_gift_box} instead of ${state.hasGiftBox}`;
  const shipping = state.shipping;
  if (shipping) {
    if (summary.pickup_date !== shipping.pickupDate || summary.pickup_time !== shipping.pickupTime) {
      const sent = shipping.pickupDate
        ? `${shipping.pickupDate} ${shipping.pickupTime}`
        : 'none (not a pickup method)';
      return `pickup ${summary.pickup_date} ${summary.pickup_time} instead of ${sent}`;
    }
    if (!summary.shipping_method.includes(shipping.method.method_code)) {
      const { carrier_code: carrier, method_code: method } = shipping.method;
      return `shipping_method ${summary.shipping_method} is not ${carrier}/${method}`;
    }
  }
  return giftMessageProblem(summary.gift_message, state.giftMessage);
}

function giftMessageProblem(actual: GiftMessage | null, expected: GiftMessage | null): string | null {
  if (!expected) return actual ? 'a gift message, though it was removed' : null;
  if (!actual) return 'no gift message, though one was saved';
  return actual.message === expected.message
    ? null
    : `gift message ${JSON.stringify(actual.message)} instead of ${JSON.stringify(expected.message)}`;
}
