import { FormattedMessage, useIntl } from 'react-intl';
import type { Cart } from '../../../api/cart';
import { checkoutMessages as m } from '../messages';
import { GiftMessageView } from './GiftMessageView';

interface GiftSummaryProps {
  cart: Cart;
  giftBoxName: string;
}

/** Spec 2.7: the gift options of the cart — the gift box and the messages, for the order and per item. */
export function GiftSummary({ cart, giftBoxName }: GiftSummaryProps) {
  const intl = useIntl();
  const itemMessages = cart.items.flatMap((item) =>
    item.gift_message ? [{ id: item.item_id, name: item.name, message: item.gift_message }] : [],
  );
  if (!cart.hasGiftBox && !cart.gift_message && !itemMessages.length) return null;
  return (
    <section className="checkout-gifts" aria-labelledby="checkout-gifts-title">
      <h3 id="checkout-gifts-title" className="checkout-summary__subtitle">
        <FormattedMessage {...m.giftOptions} />
      </h3>
      {cart.hasGiftBox ? (
        <p className="checkout-gifts__box">
          <FormattedMessage {...m.giftBox} values={{ name: giftBoxName }} />
        </p>
      ) : null}
      {cart.gift_message ? (
        <GiftMessageView title={intl.formatMessage(m.orderGiftMessage)} message={cart.gift_message} />
      ) : null}
      {itemMessages.map(({ id, name, message }) => (
        <GiftMessageView key={id} title={intl.formatMessage(m.itemGiftMessage, { name })} message={message} />
      ))}
    </section>
  );
}
