import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { incrementIdOf, NEXT_ORDER_SEQUENCE_VALUE } from './increment-id';
import type { Address } from '../checkout/address';
import type { CartLine } from '../cart/lines';
import type { GiftMessage } from '../cart/cart-access';

type TotalSegment = components['schemas']['TotalSegment'];

/** What an order line keeps of a cart line. */
export type OrderLine = Pick<
  CartLine,
  | 'productId'
  | 'sku'
  | 'parentSku'
  | 'name'
  | 'qty'
  | 'price'
  | 'rowTotal'
  | 'options'
  | 'customOptions'
  | 'giftMessage'
>;

/** Everything an order row holds when it is placed (status pending_payment, payment pending). */
export interface NewOrder {
  storeId: number;
  cartId: number;
  customerId: number | null;
  email: string;
  currency: string;
  subtotal: number;
  shippingAmount: number;
  extraFee: number;
  grandTotal: number;
  totalSegments: TotalSegment[];
  shippingMethod: string;
  shippingAddress: Address;
  billingAddress: Address;
  paymentMethod: string;
  pickupDate: string | null;
  pickupTime: string | null;
  hasGiftBox: boolean;
  giftMessage: GiftMessage | null;
  idempotencyKey: string;
  /** SHA-256 of the request the key came with (`requestFingerprint`). */
  idempotencyFingerprint: string;
  sessionHash: string;
  newsletter: boolean;
  /** Where the order was placed from: kept while it is unpaid, for the per-client limits (unpaid-order-limits.ts). */
  clientAddress: string;
}

/** The order as recorded: its id and its number (increment id). */
export interface RecordedOrder {
  id: number;
  incrementId: string;
}

/**
 * Records a placed order in ONE statement: its number from the sequence, the order, every line (they travel as
 * one JSON parameter) and the closing of the cart it was placed from (`order.cartId`, locked by the caller).
 * Each round trip to the database costs the server more than the statement's own work (issue 18: the socket
 * writes were its largest cost under load), so the four writes go together. The lines' insert reads the order's
 * id from the order's insert; the foreign keys are checked at the end of the statement, when both are written.
 */
export async function recordOrder(q: Queryable, order: NewOrder, lines: OrderLine[]): Promise<RecordedOrder> {
  const { rows } = await q.query<{ id: number; increment_id: string }>(
    `with number as (select ${NEXT_ORDER_SEQUENCE_VALUE} as value),
     placed as (
       insert into sales_order (increment_id, store_id, cart_id, customer_id, email, status, payment_state,
         currency_code, subtotal, shipping_amount, extra_fee, grand_total, totals, shipping_method,
         shipping_address, billing_address, payment_method, pickup_date, pickup_time, has_gift_box,
         gift_message, idempotency_key, session_hash, newsletter, idempotency_fingerprint,
         client_address)
       select ${incrementIdOf('number.value')}, $1, $2, $3, $4, 'pending_payment', 'pending', $5, $6, $7, $8,
         $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23
         from number
       returning id, increment_id
     ),
     items as (
       insert into sales_order_item (order_id, product_id, sku, parent_sku, name, qty, price, row_total,
         options, custom_options, gift_message)
       select placed.id, x.product_id, x.sku, x.parent_sku, x.name, x.qty, x.price, x.row_total, x.options,
              x.custom_options, x.gift_message
         from placed, jsonb_to_recordset($24::jsonb) as x(product_id int, sku text, parent_sku text,
              name text, qty int, price bigint, row_total bigint, options jsonb, custom_options jsonb,
              gift_message jsonb)
     ),
     closed as (
       update cart set is_active = false, version = version + 1, updated_at = now() where id = $2
     )
     select id, increment_id from placed`,
    [
      order.storeId,
      order.cartId,
      order.customerId,
      order.email,
      order.currency,
      order.subtotal,
      order.shippingAmount,
      order.extraFee,
      order.grandTotal,
      JSON.stringify(order.totalSegments),
      order.shippingMethod,
      JSON.stringify(order.shippingAddress),
      JSON.stringify(order.billingAddress),
      order.paymentMethod,
      order.pickupDate,
      order.pickupTime,
      order.hasGiftBox,
      order.giftMessage ? JSON.stringify(order.giftMessage) : null,
      order.idempotencyKey,
      order.sessionHash,
      order.newsletter,
      order.idempotencyFingerprint,
      order.clientAddress,
      JSON.stringify(
        lines.map((l) => ({
          product_id: l.productId,
          sku: l.sku,
          parent_sku: l.parentSku,
          name: l.name,
          qty: l.qty,
          price: l.price,
          row_total: l.rowTotal,
          options: l.options,
          custom_options: l.customOptions,
          gift_message: l.giftMessage,
        })),
      ),
    ],
  );
  const recorded = rows[0]!;
  return { id: recorded.id, incrementId: recorded.increment_id };
}
