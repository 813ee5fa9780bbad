import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../../common/money';
import type { Cart, CheckoutConfig, Totals } from '../../../api/cart';
import { useStoreConfig } from '../../../lib/store-config';
import { checkoutMessages as m } from '../messages';
import { GiftSummary } from './GiftSummary';
import { TotalsTable } from './TotalsTable';

interface OrderSummaryProps {
  cart: Cart;
  totals: Totals | undefined;
  config: CheckoutConfig;
}

/** The checkout's second column: the items, the totals the server computed, and the gift options. */
export function OrderSummary({ cart, totals, config }: OrderSummaryProps) {
  const { locale } = useStoreConfig();
  const currency = totals?.quote_currency_code ?? cart.currency_code;
  const count = cart.items_qty;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        <FormattedMessage {...m.summaryTitle} />
      </h2>
      <p className="checkout-summary__count">
        <FormattedMessage {...m.itemsInCart} values={{ count }} />
      </p>
      <ul className="checkout-items">
        {cart.items.map((item) => (
          <li key={item.item_id} className="checkout-item">
            <img
              className="checkout-item__image"
              src={item.image.url}
              alt={item.image.alt}
              width={72}
              height={72}
            />
            <div className="checkout-item__details">
              <p className="checkout-item__name">{item.name}</p>
              {item.options.map((option) => (
                <p key={option.label} className="checkout-item__option">
                  <FormattedMessage {...m.itemOption} values={{ label: option.label, value: option.value }} />
                </p>
              ))}
              <p className="checkout-item__qty">
                <FormattedMessage {...m.qty} values={{ qty: item.qty }} />
              </p>
            </div>
            <p className="checkout-item__price">{formatPrice(item.row_total, currency, locale)}</p>
          </li>
        ))}
      </ul>
      {totals ? <TotalsTable segments={totals.total_segments} currency={currency} locale={locale} /> : null}
      <GiftSummary cart={cart} giftBoxName={config.gift_box.giftBoxName} />
    </section>
  );
}
