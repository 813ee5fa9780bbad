import type { IntlShape } from '@formatjs/intl';
import { personName } from '../../../common/address-format';
import type { components } from '../../../common/contract/schema.gen';
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
  ship_firstname: string | null;
  ship_lastname: string | null;
  grand_total: number | string;
  currency_code: string;
  status: OrderStatus;
}

// Every store of the customer's website: an account is the website's, and each order keeps its own currency.
const ORDERS_SQL = `
select o.id, o.increment_id, o.created_at, o.grand_total, o.currency_code, o.status,
       o.shipping_address->>'firstname' as ship_firstname, o.shipping_address->>'lastname' as ship_lastname
  from sales_order o
 where o.customer_id = $1
 order by o.created_at desc, o.id desc
 limit $2 offset $3`;

// 'Ship To' names the person as the reader's language writes a name: family name first in Japanese.
const toRow = (r: OrderListDbRow, intl: IntlShape): CustomerOrderRow => ({
  order_id: r.id,
  increment_id: r.increment_id,
  created_at: new Date(r.created_at).toISOString(),
  ship_to: personName({ firstname: r.ship_firstname ?? '', lastname: r.ship_lastname ?? '' }, intl.locale),
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
  intl: IntlShape,
): Promise<CustomerOrderRow[]> => selectOrders(q, customerId, RECENT_ORDER_COUNT, 0, intl);

/** One page of the customer's own orders, newest first; a page past the last has no items. */
export async function customerOrderPage(
  q: Queryable,
  customerId: number,
  page: number,
  intl: IntlShape,
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
