import type { IntlShape } from '@formatjs/intl';
import type { components } from '../../../common/contract/schema.gen';
import { ENGLISH_INTL } from '../i18n/api-message';
import type { Queryable } from '../../db/types';
import { statusLabel, type OrderStatus } from './order-status';

type CustomerOrderRow = components['schemas']['CustomerOrderRow'];
type CustomerOrderPage = components['schemas']['CustomerOrderPage'];

/** Magento's order history shows ten orders a page. */
export const ORDER_PAGE_SIZE = 10;
/** The dashboard's 'Recent Orders'. */
export const RECENT_ORDER_COUNT = 5;

interface OrderListDbRow {
  id: number;
  increment_id: string;
  created_at: Date | string;
  ship_to: string;
  grand_total: number | string;
  currency_code: string;
  status: OrderStatus;
}

// Every store of the customer's website: an account is the website's, and each order keeps its own currency.
const ORDERS_SQL = `
select o.id, o.increment_id, o.created_at, o.grand_total, o.currency_code, o.status,
       trim(concat_ws(' ', o.shipping_address->>'firstname', o.shipping_address->>'lastname')) as ship_to
  from sales_order o
 where o.customer_id = $1
 order by o.created_at desc, o.id desc
 limit $2 offset $3`;

const toRow = (r: OrderListDbRow, intl: IntlShape): CustomerOrderRow => ({
  order_id: r.id,
  increment_id: r.increment_id,
  created_at: new Date(r.created_at).toISOString(),
  ship_to: r.ship_to,
  grand_total: Number(r.grand_total),
  currency_code: r.currency_code.trim(),
  status: r.status,
  status_label: statusLabel(r.status, intl),
});

async function selectOrders(
  q: Queryable,
  customerId: number,
  limit: number,
  offset: number,
  intl: IntlShape,
) {
  const { rows } = await q.query<OrderListDbRow>(ORDERS_SQL, [customerId, limit, offset]);
  return rows.map((r) => toRow(r, intl));
}

/** The dashboard's recent orders, their statuses in the reader's language. */
export const recentCustomerOrders = (
  q: Queryable,
  customerId: number,
  intl: IntlShape = ENGLISH_INTL,
): Promise<CustomerOrderRow[]> => selectOrders(q, customerId, RECENT_ORDER_COUNT, 0, intl);

/** One page of the customer's own orders, newest first; a page past the last has no items. */
export async function customerOrderPage(
  q: Queryable,
  customerId: number,
  page: number,
  intl: IntlShape = ENGLISH_INTL,
): Promise<CustomerOrderPage> {
  const [items, count] = await Promise.all([
    selectOrders(q, customerId, ORDER_PAGE_SIZE, (page - 1) * ORDER_PAGE_SIZE, intl),
    q.query<{ n: number | string }>('select count(*) as n from sales_order where customer_id = $1', [
      customerId,
    ]),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    items,
    page,
    page_size: ORDER_PAGE_SIZE,
    total_count: total,
    page_count: Math.ceil(total / ORDER_PAGE_SIZE),
  };
}
