import type { CustomerOrderRow } from '../../api/account';
import { useStoreConfig } from '../../lib/store-config';
import { formatOrderAmount, formatOrderDate } from './formatting';

interface OrdersTableProps {
  orders: CustomerOrderRow[];
  caption: string;
  onView: (order: CustomerOrderRow) => void;
}

const COLUMNS = ['Order #', 'Date', 'Ship To', 'Order Total', 'Status'] as const;

/**
 * Magento's orders table (the history and the dashboard's recent orders). On a phone each row becomes a card;
 * `data-th` gives each cell its column's name there.
 */
export function OrdersTable({ orders, caption, onView }: OrdersTableProps) {
  const { locale } = useStoreConfig();
  return (
    <table className="account-orders">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.order_id}>
            <th scope="row" data-th={COLUMNS[0]}>
              {order.increment_id}
            </th>
            <td data-th={COLUMNS[1]}>{formatOrderDate(order.created_at, locale)}</td>
            <td data-th={COLUMNS[2]}>{order.ship_to}</td>
            <td data-th={COLUMNS[3]}>{formatOrderAmount(order.grand_total, order.currency_code, locale)}</td>
            <td data-th={COLUMNS[4]}>{order.status_label}</td>
            <td className="account-orders__action">
              <button
                type="button"
                className="button button--secondary account-orders__view"
                aria-label={`View Order ${order.increment_id}`}
                onClick={() => onView(order)}
              >
                View Order
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
