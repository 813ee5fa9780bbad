import { personName } from '../../../common/address-format';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { storeIntl } from '../i18n/store-intl';
import { statusLabel, type OrderStatus } from './order-status';

/** Whose words an order list is written in: the store's language and locale. */
export interface Reader {
  languageCode: string;
  locale: string;
}

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

// 'Ship To' names the person as the store's language writes a name: family name first in Japanese.
const toRow = (r: OrderListDbRow, reader: Reader): CustomerOrderRow => ({
  order_id: r.id,
  increment_id: r.increment_id,
  created_at: new Date(r.created_at).toISOString(),
  ship_to: personName(
    { firstname: r.ship_firstname ?? '', lastname: r.ship_lastname ?? '' },
    reader.languageCode,
  ),
  grand_total: Number(r.grand_total),
  currency_code: r.currency_code.trim(),
  status: r.status,
  status_label: statusLabel(r.status, storeIntl(reader)),
});

async function selectOrders(q: Queryable, customerId: number, reader: Reader, limit: number, offset: number) {
  const { rows } = await q.query<OrderListDbRow>(ORDERS_SQL, [customerId, limit, offset]);
  return rows.map((row) => toRow(row, reader));
}

/** The dashboard's latest orders. */
export const recentCustomerOrders = (
  q: Queryable,
  customerId: number,
  reader: Reader,
): Promise<CustomerOrderRow[]> => selectOrders(q, customerId, reader, RECENT_ORDER_COUNT, 0);

/** One page of the customer's own orders, newest first; a page past the last has no items. */
export async function customerOrderPage(
  q: Queryable,
  customerId: number,
  page: number,
  reader: Reader,
): Promise<CustomerOrderPage> {
  const [items, count] = await Promise.all([
    selectOrders(q, customerId, reader, ORDER_PAGE_SIZE, (page - 1) * ORDER_PAGE_SIZE),
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
