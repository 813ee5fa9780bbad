import { FormattedMessage } from 'react-intl';
import { fromPickupValue } from '../../../../common/checkout/pickup';
import { formatPrice } from '../../../../common/money';
import type { OrderSummary } from '../../../api/checkout';
import { useStoreConfig } from '../../../lib/store-config';
import { checkoutMessages as m } from '../messages';
import { useOrderDate } from '../orderDate';
import { GiftMessageView } from '../summary/GiftMessageView';
import { TotalsTable } from '../summary/TotalsTable';

/** The placed order: its items, totals, pickup slot and gift options. */
export function OrderDetails({ order }: { order: OrderSummary }) {
  const { locale } = useStoreConfig();
  const currency = order.currency_code;
  const orderDate = useOrderDate();
  const pickupDate = order.pickup_date ? fromPickupValue(order.pickup_date) : null;
  return (
    <section className="checkout-success__order" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="checkout-summary__title">
        <FormattedMessage {...m.itemsOrdered} />
      </h2>
      <ul className="checkout-items">
        {order.items.map((item, index) => (
          <li key={`${index}-${item.sku}`} className="checkout-item">
            <div className="checkout-item__details">
              <p className="checkout-item__name">{item.name}</p>
              <p className="checkout-item__qty">
                <FormattedMessage {...m.qty} values={{ qty: item.qty }} />
              </p>
            </div>
            <p className="checkout-item__price">{formatPrice(item.row_total, currency, locale)}</p>
          </li>
        ))}
      </ul>
      <TotalsTable segments={order.total_segments} currency={currency} locale={locale} />
      {pickupDate ? (
        <p className="checkout-success__pickup">
          <FormattedMessage
            {...m.boutiquePickup}
            values={{
              date: orderDate(pickupDate),
              time: order.pickup_time ?? '',
              hasTime: order.pickup_time ? 'yes' : 'no',
            }}
          />
        </p>
      ) : null}
      {order.has_gift_box || order.gift_message ? (
        <div className="checkout-gifts">
          <h3 className="checkout-summary__subtitle">
            <FormattedMessage {...m.giftOptions} />
          </h3>
          {order.has_gift_box ? (
            <p className="checkout-gifts__box">
              <FormattedMessage {...m.giftBoxIncluded} />
            </p>
          ) : null}
          {order.gift_message ? (
            <GiftMessageView
              title={<FormattedMessage {...m.orderGiftMessage} />}
              message={order.gift_message}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
