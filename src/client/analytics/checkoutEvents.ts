import type { UnknownAction } from '@reduxjs/toolkit';
import { toMajor } from '../../common/money';
import { checkoutStepShown, expressCheckoutStarted, orderPlaced } from '../lib/checkout-events';
import type { DataLayerEvent } from './dataLayer';

/** The data-layer events of the checkout actions (pure); part of the one action -> events map. */
export function checkoutActionToEvents(action: UnknownAction): DataLayerEvent[] {
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
}
