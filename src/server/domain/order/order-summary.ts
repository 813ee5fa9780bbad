import { toPickupValue } from '../../../common/checkout/pickup';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { NotFound } from '../errors';
import { findLastSessionOrder, type OrderDetails } from './order-details';
import { ORDER_TEXTS } from './order-texts';

type OrderSummary = components['schemas']['OrderSummary'];

export function toOrderSummary(order: OrderDetails): OrderSummary {
  return {
    increment_id: order.incrementId,
    status: order.status as OrderSummary['status'],
    payment_method: order.paymentMethod,
    email: order.email,
    created_at: order.createdAt,
    items: order.items.map((i) => ({
      sku: i.sku,
      name: i.name,
      qty: i.qty,
      price: i.price,
      row_total: i.rowTotal,
    })),
    currency_code: order.currency,
    total_segments: order.totalSegments,
    shipping_method: order.shippingMethod,
    // The contract's pickup format, as the shipping step sent it.
    pickup_date: order.pickupDate ? toPickupValue(order.pickupDate) : null,
    pickup_time: order.pickupTime,
    has_gift_box: order.hasGiftBox,
    gift_message: order.giftMessage,
  };
}

/** The success page's order: the last one this browser session placed in this store, whatever its state. */
export async function lastOrderSummary(
  q: Queryable,
  storeId: number,
  sessionHash: string,
): Promise<OrderSummary> {
  const order = await findLastSessionOrder(q, storeId, sessionHash);
  if (!order) throw new NotFound(ORDER_TEXTS.noOrder);
  return toOrderSummary(order);
}
