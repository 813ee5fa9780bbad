import type { IntlShape } from '@formatjs/intl';
import type { components } from '../../../common/contract/schema.gen';
import { retitled, segmentTitle, STORED_ORDER_TITLES } from '../cart/segment-titles';
import type { Queryable } from '../../db/types';
import { NotFound } from '../errors';
import { statusLabel, type OrderStatus } from './order-status';
import { toAddress, type StoredAddress } from './stored-address';
import { defineMessages } from '../../../common/i18n/define-messages';

type CustomerOrderView = components['schemas']['CustomerOrderView'];
type TotalSegment = components['schemas']['TotalSegment'];

/** The same words for an order that does not exist and another customer's: ids cannot be probed. */
export const ORDER_NOT_FOUND = defineMessages({
  orderNotFound: { id: 'api.account.orderNotFound', defaultMessage: 'This order was not found.' },
}).orderNotFound;

interface OrderViewDbRow {
  id: number;
  increment_id: string;
  created_at: Date | string;
  status: OrderStatus;
  currency_code: string;
  payment_method: string | null;
  shipping_method: string;
  subtotal: number | string;
  shipping_amount: number | string;
  extra_fee: number | string;
  grand_total: number | string;
  totals: TotalSegment[];
  shipping_address: StoredAddress;
  billing_address: StoredAddress;
  items: {
    sku: string;
    name: string;
    qty: number;
    price: number | string;
    row_total: number | string;
    options: { label: string; value: string }[] | null;
  }[];
}

// The customer id is part of the lookup itself, so another customer's order is simply not found.
const ORDER_VIEW_SQL = `
select o.id, o.increment_id, o.created_at, o.status, o.currency_code, o.payment_method, o.shipping_method,
       o.subtotal, o.shipping_amount, o.extra_fee, o.grand_total, o.totals, o.shipping_address, o.billing_address,
       coalesce((select json_agg(json_build_object('sku', i.sku, 'name', i.name, 'qty', i.qty, 'price', i.price,
                  'row_total', i.row_total, 'options', i.options) order by i.id)
                   from sales_order_item i where i.order_id = o.id), '[]') as items
  from sales_order o
 where o.id = $1 and o.customer_id = $2`;

/**
 * The order's segments in the reader's language (the stored titles are in the language of the store the order
 * was placed in). Orders placed before the totals were stored (the seed's) get Magento's plain segments.
 */
function totalSegments(r: OrderViewDbRow, intl: IntlShape): TotalSegment[] {
  if (r.totals.length) return retitled(intl, r.totals);
  const say = (message: { id: string; defaultMessage: string }) => intl.formatMessage(message);
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: segmentTitle(intl, 'subtotal'), value: Number(r.subtotal) },
  ];
  if (Number(r.shipping_amount) > 0) {
    segments.push({
      code: 'shipping',
      title: say(STORED_ORDER_TITLES.shipping),
      value: Number(r.shipping_amount),
    });
  }
  if (Number(r.extra_fee) > 0) {
    segments.push({
      code: 'caseback_extrafee',
      title: say(STORED_ORDER_TITLES.caseback_extrafee),
      value: Number(r.extra_fee),
    });
  }
  segments.push({
    code: 'grand_total',
    title: segmentTitle(intl, 'grand_total'),
    value: Number(r.grand_total),
  });
  return segments;
}

/** `Heritage Chronograph - Dial: Midnight blue, Case: 40 mm`: the name and the chosen options on one line. */
const mergedName = (name: string, options: { label: string; value: string }[] | null): string =>
  options?.length ? `${name} - ${options.map((o) => `${o.label}: ${o.value}`).join(', ')}` : name;

/** One of the customer's own orders for the order view, in the reader's language; anything else is NotFound. */
export async function viewCustomerOrder(
  q: Queryable,
  customerId: number,
  orderId: number,
  intl: IntlShape,
): Promise<CustomerOrderView> {
  const { rows } = await q.query<OrderViewDbRow>(ORDER_VIEW_SQL, [orderId, customerId]);
  const r = rows[0];
  if (!r) throw new NotFound(ORDER_NOT_FOUND);
  return {
    order_id: r.id,
    increment_id: r.increment_id,
    created_at: new Date(r.created_at).toISOString(),
    status: r.status,
    status_label: statusLabel(r.status, intl),
    currency_code: r.currency_code.trim(),
    payment_method: r.payment_method ?? '',
    shipping_method: r.shipping_method,
    items: r.items.map((i) => ({
      sku: i.sku,
      qty: i.qty,
      price: Number(i.price),
      row_total: Number(i.row_total),
      name_composite: { name: i.name, name_merged: mergedName(i.name, i.options) },
    })),
    total_segments: totalSegments(r, intl),
    shipping_address: toAddress(r.shipping_address),
    billing_address: toAddress(r.billing_address),
  };
}
