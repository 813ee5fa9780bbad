import { toMajor } from '../../../common/money';
import type { DataLayerEvent } from '../../analytics/dataLayer';
import type { CartItem, Totals } from '../../api/cart';
import { stepNumber, type CheckoutStepCode } from './steps';

/**
 * The checkout's analytics events (spec 7: checkout steps by step code, 'order placed', express checkout).
 * Pure builders; the checkout pushes them to the data layer at the moment they happen.
 */
export const checkoutStepEvent = (code: CheckoutStepCode): DataLayerEvent => ({
  event: 'checkout_step',
  step_code: code,
  step_number: stepNumber(code),
});

export const expressCheckoutEvent = (paymentMethod: string): DataLayerEvent => ({
  event: 'express_checkout',
  payment_method: paymentMethod,
});

interface OrderPlaced {
  incrementId: string;
  paymentMethod: string;
  totals: Totals;
  items: readonly CartItem[];
}

export function orderPlacedEvent({ incrementId, paymentMethod, totals, items }: OrderPlaced): DataLayerEvent {
  const currency = totals.quote_currency_code;
  return {
    event: 'order placed',
    order_id: incrementId,
    payment_method: paymentMethod,
    currency,
    value: toMajor(totals.grand_total, currency),
    items: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      price: toMajor(item.price, currency),
    })),
  };
}
