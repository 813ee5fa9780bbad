import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CustomerOrderRow, CustomerOrderView } from '../../api/account';
import { useViewCustomerOrderQuery } from '../../api/account';
import { apiErrorMessage } from '../../api/errors';
import { Dialog } from '../../components/Dialog/Dialog';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { AddressBlock } from './AddressBlock';
import { formatOrderAmount, formatOrderDate, orderStatusLabel } from './formatting';
import { accountMessages as m } from './messages';

interface OrderViewModalProps {
  /** The row the shopper chose: its number titles the modal while the order loads. */
  order: CustomerOrderRow;
  onClose: () => void;
}

/** 'View order' (spec 2.12): a slide modal from `GET {view_url}{orderId}`, reading the array's first element. */
export function OrderViewModal({ order, onClose }: OrderViewModalProps) {
  const { store_code: storeCode } = useStoreConfig();
  const intl = useIntl();
  const { data, error, isFetching } = useViewCustomerOrderQuery(
    { storeCode, orderId: order.order_id },
    { refetchOnMountOrArgChange: true },
  );
  const details = data?.[0];
  return (
    <Dialog
      variant="panel"
      title={intl.formatMessage(m.orderTitle, { number: order.increment_id })}
      onClose={onClose}
      className="order-view"
    >
      {isFetching && !details ? <LoadingState label={intl.formatMessage(m.orderLoading)} /> : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {/* Spec 7 'Order view': the server's message, or the fallback when it gave none. */}
          {apiErrorMessage(error) ?? intl.formatMessage(m.orderFailed)}
        </p>
      ) : null}
      {details && !error ? <OrderViewBody order={details} /> : null}
    </Dialog>
  );
}

function OrderViewBody({ order }: { order: CustomerOrderView }) {
  const { locale } = useStoreConfig();
  const intl = useIntl();
  const paths = useStorePaths();
  const money = (amount: number) => formatOrderAmount(amount, order.currency_code, locale);
  return (
    <div className="order-view__body">
      <p className="order-view__meta">
        <span>{formatOrderDate(order.created_at, intl)}</span>
        <span className="order-view__status">{orderStatusLabel(order, intl)}</span>
      </p>
      <h3 className="order-view__section-title">
        <FormattedMessage {...m.itemsOrdered} />
      </h3>
      <ul className="order-view__items">
        {order.items.map((item, i) => (
          <li key={`${item.sku}-${i}`} className="order-view__item">
            <span className="order-view__item-name">{item.name_composite.name}</span>
            {item.name_composite.name_merged !== item.name_composite.name ? (
              <span className="order-view__item-options">{item.name_composite.name_merged}</span>
            ) : null}
            <span className="order-view__item-sku">
              <FormattedMessage {...m.itemSku} values={{ sku: item.sku }} />
            </span>
            <span className="order-view__item-qty">
              <FormattedMessage {...m.itemQty} values={{ qty: item.qty }} />
            </span>
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
            <FormattedMessage {...m.shippingAddress} />
          </h3>
          <AddressBlock address={order.shipping_address} />
        </section>
        <section aria-labelledby="order-view-billing">
          <h3 id="order-view-billing" className="order-view__section-title">
            <FormattedMessage {...m.billingAddress} />
          </h3>
          <AddressBlock address={order.billing_address} />
        </section>
      </div>
      <p className="order-view__return">
        <Link to={paths.returnLabel(order.increment_id)}>
          <FormattedMessage {...m.createReturnLabel} />
        </Link>
      </p>
    </div>
  );
}
