import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import type { Address } from '../checkout/address';
import type { GiftMessage } from '../cart/cart-access';

type TotalSegment = components['schemas']['TotalSegment'];

export interface OrderItemDetails {
  sku: string;
  name: string;
  qty: number;
  price: number;
  rowTotal: number;
  options: { label: string; value: string }[];
  giftMessage: GiftMessage | null;
}

/** A placed order as the success page, the provider page and the confirmation mail read it. */
export interface OrderDetails {
  id: number;
  incrementId: string;
  status: string;
  paymentState: string;
  paymentMethod: string;
  email: string;
  createdAt: string;
  storeCode: string;
  /** The store's language: its mails and the provider page are written in it. */
  languageCode: string;
  locale: string;
  currency: string;
  grandTotal: number;
  totalSegments: TotalSegment[];
  shippingMethod: string;
  shippingAddress: Address;
  /** ISO date, or null for a method without pickup. */
  pickupDate: string | null;
  pickupTime: string | null;
  hasGiftBox: boolean;
  giftMessage: GiftMessage | null;
  items: OrderItemDetails[];
}

interface OrderDbRow {
  id: number;
  increment_id: string;
  status: string;
  payment_state: string;
  payment_method: string | null;
  email: string;
  created_at: Date | string;
  store_code: string;
  language_code: string;
  locale: string;
  currency_code: string;
  grand_total: number;
  totals: TotalSegment[];
  shipping_method: string;
  shipping_address: Address;
  pickup_date: string | null;
  pickup_time: string | null;
  has_gift_box: boolean;
  gift_message: GiftMessage | null;
  items: OrderItemDetails[];
}

const ORDER_SQL = `
select o.id, o.increment_id, o.status, o.payment_state, o.payment_method, o.email, o.created_at,
       s.code as store_code, s.language_code, s.locale, o.currency_code, o.grand_total, o.totals, o.shipping_method,
       o.shipping_address, o.pickup_date, o.pickup_time, o.has_gift_box, o.gift_message,
       coalesce((select json_agg(json_build_object('sku', i.sku, 'name', i.name, 'qty', i.qty,
                  'price', i.price, 'rowTotal', i.row_total, 'options', i.options,
                  'giftMessage', i.gift_message) order by i.id)
                   from sales_order_item i where i.order_id = o.id), '[]') as items
  from sales_order o
  join store s on s.id = o.store_id`;

const toDetails = (r: OrderDbRow): OrderDetails => ({
  id: r.id,
  incrementId: r.increment_id,
  status: r.status,
  paymentState: r.payment_state,
  paymentMethod: r.payment_method ?? '',
  email: r.email,
  createdAt: new Date(r.created_at).toISOString(),
  storeCode: r.store_code,
  languageCode: r.language_code,
  locale: r.locale,
  currency: r.currency_code.trim(),
  grandTotal: r.grand_total,
  totalSegments: r.totals,
  shippingMethod: r.shipping_method,
  shippingAddress: r.shipping_address,
  pickupDate: r.pickup_date,
  pickupTime: r.pickup_time,
  hasGiftBox: r.has_gift_box,
  giftMessage: r.gift_message,
  items: r.items.map((i) => ({ ...i, price: Number(i.price), rowTotal: Number(i.rowTotal) })),
});

async function selectOrder(q: Queryable, where: string, params: unknown[]): Promise<OrderDetails | null> {
  const { rows } = await q.query<OrderDbRow>(`${ORDER_SQL} where ${where}`, params);
  return rows[0] ? toDetails(rows[0]) : null;
}

export const findOrderById = (q: Queryable, id: number) => selectOrder(q, 'o.id = $1', [id]);

/** The order this browser session placed last in this store (the success page's order). */
export const findLastSessionOrder = (q: Queryable, storeId: number, sessionHash: string) =>
  selectOrder(q, 'o.store_id = $1 and o.session_hash = $2 order by o.created_at desc, o.id desc limit 1', [
    storeId,
    sessionHash,
  ]);
