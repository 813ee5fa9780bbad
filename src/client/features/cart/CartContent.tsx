import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  useCartTotalsQuery,
  useCheckoutConfigQuery,
  useGiftMessageQuery,
  type Cart,
  type CartRef,
} from '../../api/cart';
import { useStoreConfig } from '../../lib/store-config';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { CartItemRow } from './CartItemRow';
import { CartTotals } from './CartTotals';
import { GiftBoxToggle } from './GiftBoxToggle';
import { GiftMessageEditor } from './GiftMessageEditor';
import { cartMessages as m } from './messages';
import { storePaths } from '../../../common/store-paths';

/** A cart with items: the lines on one side; gift box, order gift message, totals and checkout on the other. */
export function CartContent({ cartRef, cart }: { cartRef: CartRef; cart: Cart }) {
  const { store_code: storeCode } = useStoreConfig();
  const intl = useIntl();
  const configQuery = useCheckoutConfigQuery(storeCode);
  const config = configQuery.data;
  const orderMessage = useGiftMessageQuery(cartRef);
  const totals = useCartTotalsQuery(cartRef);
  // The lines and the summary show at once, when the three answers they are made of are in: parts arriving one
  // by one (the lines' gift message editors, the gift box above the totals, the totals' rows) pushed the
  // summary and the checkout button down under the shopper's eyes (issue 18).
  if (configQuery.isLoading || orderMessage.isLoading || totals.isLoading) {
    return <LoadingState />;
  }

  return (
    <div className="cart-page__layout">
      <section className="cart-page__items" aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className="visually-hidden">
          <FormattedMessage {...m.itemsTitle} />
        </h2>
        <ul className="cart-items">
          {cart.items.map((item) => (
            <CartItemRow
              key={item.item_id}
              cartRef={cartRef}
              item={item}
              currency={cart.currency_code}
              giftMessageRules={config?.gift_message}
            />
          ))}
        </ul>
      </section>
      <aside className="cart-page__summary" aria-label={intl.formatMessage(m.summaryLabel)}>
        {config ? (
          <GiftBoxToggle
            cartRef={cartRef}
            hasGiftBox={cart.hasGiftBox}
            currency={cart.currency_code}
            giftBox={config.gift_box}
          />
        ) : null}
        {config && orderMessage.data ? (
          <section className="cart-page__gift-message" aria-labelledby="order-gift-message-title">
            <h2 id="order-gift-message-title" className="cart-page__subtitle">
              <FormattedMessage {...m.orderGiftMessageTitle} />
            </h2>
            <GiftMessageEditor
              cartRef={cartRef}
              itemId="orderLevel"
              initial={orderMessage.data}
              rules={config.gift_message}
              subject={intl.formatMessage(m.theWholeOrder)}
            />
          </section>
        ) : null}
        <section className="cart-page__totals" aria-labelledby="cart-totals-title">
          <h2 id="cart-totals-title" className="cart-page__subtitle">
            <FormattedMessage {...m.summaryTitle} />
          </h2>
          <CartTotals cartRef={cartRef} />
        </section>
        <Link to={storePaths.checkout(storeCode)} className="button button--primary cart-page__checkout">
          <FormattedMessage {...m.proceedToCheckout} />
        </Link>
      </aside>
    </div>
  );
}
