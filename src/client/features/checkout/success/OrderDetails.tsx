import { fromPickupValue, formatPickupDisplay } from '../../../../common/checkout/pickup';
import { formatPrice } from '../../../../common/money';
import type { OrderSummary } from '../../../api/checkout';
import { useStoreConfig } from '../../../lib/store-config';
import { GiftMessageView } from '../summary/GiftMessageView';
import { TotalsTable } from '../summary/TotalsTable';

/** The placed order: its items, totals, pickup slot and gift options. */
export function OrderDetails({ order }: { order: OrderSummary }) {
  const { locale } = useStoreConfig();
  const currency = order.currency_code;
  const pickupDate = order.pickup_date ? fromPickupValue(order.pickup_date) : null;
  return (
    <section className="checkout-success__order" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="checkout-summary__title">
        Items Ordered
      </h2>
      <ul className="checkout-items">
        {order.items.map((item, index) => (
          <li key={`${index}-${item.sku}`} className="checkout-item">
            <div className="checkout-item__details">
              <p className="checkout-item__name">{item.name}</p>
              <p className="checkout-item__qty">Qty: {item.qty}</p>
            </div>
            <p className="checkout-item__price">{formatPrice(item.row_total, currency, locale)}</p>
          </li>
        ))}
      </ul>
      <TotalsTable segments={order.total_segments} currency={currency} locale={locale} />
      {pickupDate ? (
        <p className="checkout-success__pickup">
          Boutique pickup: {formatPickupDisplay(pickupDate)}
          {order.pickup_time ? ` at ${order.pickup_time}` : ''}
        </p>
      ) : null}
      {order.has_gift_box || order.gift_message ? (
        <div className="checkout-gifts">
          <h3 className="checkout-summary__subtitle">Gift options</h3>
          {order.has_gift_box ? <p className="checkout-gifts__box">Gift box: included</p> : null}
          {order.gift_message ? (
            <GiftMessageView title="Gift message for the order" message={order.gift_message} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
