import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerOrderRow } from '../../api/account';
import { useStoreConfig } from '../../lib/store-config';
import { formatOrderAmount, formatOrderDate, orderStatusLabel } from './formatting';
import { accountMessages as m } from './messages';

interface OrdersTableProps {
  orders: CustomerOrderRow[];
  caption: string;
  onView: (order: CustomerOrderRow) => void;
}

const COLUMNS = [m.columnOrderNumber, m.columnDate, m.columnShipTo, m.columnTotal, m.columnStatus] as const;

/**
 * Magento's orders table (the history and the dashboard's recent orders). On a phone each row becomes a card;
 * `data-th` gives each cell its column's name there.
 */
export function OrdersTable({ orders, caption, onView }: OrdersTableProps) {
  const { locale } = useStoreConfig();
  const intl = useIntl();
  const [number, date, shipTo, total, status] = COLUMNS.map((c) => intl.formatMessage(c));
  return (
    <table className="account-orders">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c.id} scope="col">
              <FormattedMessage {...c} />
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">
              <FormattedMessage {...m.columnAction} />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.order_id}>
            <th scope="row" data-th={number}>
              {order.increment_id}
            </th>
            <td data-th={date}>{formatOrderDate(order.created_at, intl)}</td>
            <td data-th={shipTo}>{order.ship_to}</td>
            <td data-th={total}>{formatOrderAmount(order.grand_total, order.currency_code, locale)}</td>
            <td data-th={status}>{orderStatusLabel(order, intl)}</td>
            <td className="account-orders__action">
              <button
                type="button"
                className="button button--secondary account-orders__view"
                aria-label={intl.formatMessage(m.viewOrderNumber, { number: order.increment_id })}
                onClick={() => onView(order)}
              >
                <FormattedMessage {...m.viewOrder} />
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
