import { Link } from 'react-router-dom';
import type { CustomerOrderRow, CustomerOrderView } from '../../api/account';
import { useViewCustomerOrderQuery } from '../../api/account';
import { apiErrorMessage } from '../../api/errors';
import { Dialog } from '../../components/Dialog/Dialog';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { AddressBlock } from './AddressBlock';
import { formatOrderAmount, formatOrderDate } from './formatting';

/** Spec 7 'Order view': what the modal says when the call fails without a message of the server's. */
export const ORDER_VIEW_FALLBACK_ERROR = 'An error occurred';

interface OrderViewModalProps {
  /** The row the shopper chose: its number titles the modal while the order loads. */
  order: CustomerOrderRow;
  onClose: () => void;
}

/** 'View Order' (spec 2.12): a slide modal from `GET {view_url}{orderId}`, reading the array's first element. */
export function OrderViewModal({ order, onClose }: OrderViewModalProps) {
  const { store_code: storeCode } = useStoreConfig();
  const { data, error, isFetching } = useViewCustomerOrderQuery(
    { storeCode, orderId: order.order_id },
    { refetchOnMountOrArgChange: true },
  );
  const details = data?.[0];
  return (
    <Dialog variant="panel" title={`Order # ${order.increment_id}`} onClose={onClose} className="order-view">
      {isFetching && !details ? <LoadingState label="Loading the order…" /> : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {apiErrorMessage(error) ?? ORDER_VIEW_FALLBACK_ERROR}
        </p>
      ) : null}
      {details && !error ? <OrderViewBody order={details} /> : null}
    </Dialog>
  );
}

function OrderViewBody({ order }: { order: CustomerOrderView }) {
  const { locale } = useStoreConfig();
  const paths = useStorePaths();
  const money = (amount: number) => formatOrderAmount(amount, order.currency_code, locale);
  return (
    <div className="order-view__body">
      <p className="order-view__meta">
        <span>{formatOrderDate(order.created_at, locale)}</span>
        <span className="order-view__status">{order.status_label}</span>
      </p>
      <h3 className="order-view__section-title">Items Ordered</h3>
      <ul className="order-view__items">
        {order.items.map((item, i) => (
          <li key={`${item.sku}-${i}`} className="order-view__item">
            <span className="order-view__item-name">{item.name_composite.name}</span>
            {item.name_composite.name_merged !== item.name_composite.name ? (
              <span className="order-view__item-options">{item.name_composite.name_merged}</span>
            ) : null}
            <span className="order-view__item-sku">SKU: {item.sku}</span>
            <span className="order-view__item-qty">Qty: {item.qty}</span>
            <span className="order-view__item-total">{money(item.row_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-view__totals">
        {order.total_segments.map((segment) => (
          <div
            key={segment.code}
            className={`order-view__total${segment.code === 'grand_total' ? ' order-view__total--grand' : ''}`}
          >
            <dt>{segment.title}</dt>
            <dd>{money(segment.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="order-view__addresses">
        <section aria-labelledby="order-view-shipping">
          <h3 id="order-view-shipping" className="order-view__section-title">
            Shipping Address
          </h3>
          <AddressBlock address={order.shipping_address} />
        </section>
        <section aria-labelledby="order-view-billing">
          <h3 id="order-view-billing" className="order-view__section-title">
            Billing Address
          </h3>
          <AddressBlock address={order.billing_address} />
        </section>
      </div>
      <p className="order-view__return">
        <Link to={paths.returnLabel(order.increment_id)}>Create a return label</Link>
      </p>
    </div>
  );
}
