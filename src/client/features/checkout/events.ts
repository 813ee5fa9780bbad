import { createAction } from '@reduxjs/toolkit';
import { toMajor } from '../../../common/money';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

/* Checkout events (spec 7: checkout steps by step code, express checkout, 'order placed'). */
export const checkoutStepShown = createAction<{ code: string; number: number }>('checkout/stepShown');

export const expressCheckoutStarted = createAction<{ paymentMethod: string }>('checkout/expressStarted');

export interface PlacedOrderLine {
  sku: string;
  name: string;
  qty: number;
  /** Unit price in minor units. */
  price: number;
}

/** Dispatched synchronously just before the hand-off, so the event is pushed before the page is left. */
export const orderPlaced = createAction<{
  incrementId: string;
  paymentMethod: string;
  currency: string;
  /** Grand total in minor units. */
  grandTotal: number;
  items: PlacedOrderLine[];
}>('checkout/orderPlaced');

export const checkoutActionToEvents: ActionToEvents = (action) => {
  if (checkoutStepShown.match(action)) {
    return [{ event: 'checkout_step', step_code: action.payload.code, step_number: action.payload.number }];
  }
  if (expressCheckoutStarted.match(action)) {
    return [{ event: 'express_checkout', payment_method: action.payload.paymentMethod }];
  }
  if (orderPlaced.match(action)) {
    const { incrementId, paymentMethod, currency, grandTotal, items } = action.payload;
    return [
      {
        event: 'order placed',
        order_id: incrementId,
        payment_method: paymentMethod,
        currency,
        value: toMajor(grandTotal, currency),
        items: items.map((item) => ({ ...item, price: toMajor(item.price, currency) })),
      },
    ];
  }
  return [];
};
