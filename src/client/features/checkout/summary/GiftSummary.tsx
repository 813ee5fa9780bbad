import type { Cart } from '../../../api/cart';
import { GiftMessageView } from './GiftMessageView';

interface GiftSummaryProps {
  cart: Cart;
  giftBoxName: string;
}

/** Spec 2.7: the gift options of the cart — the gift box and the messages, for the order and per item. */
export function GiftSummary({ cart, giftBoxName }: GiftSummaryProps) {
  const itemMessages = cart.items.flatMap((item) =>
    item.gift_message ? [{ id: item.item_id, name: item.name, message: item.gift_message }] : [],
  );
  if (!cart.hasGiftBox && !cart.gift_message && !itemMessages.length) return null;
  return (
    <section className="checkout-gifts" aria-labelledby="checkout-gifts-title">
      <h3 id="checkout-gifts-title" className="checkout-summary__subtitle">
        Gift options
      </h3>
      {cart.hasGiftBox ? <p className="checkout-gifts__box">Gift box: {giftBoxName}</p> : null}
      {cart.gift_message ? (
        <GiftMessageView title="Gift message for the order" message={cart.gift_message} />
      ) : null}
      {itemMessages.map(({ id, name, message }) => (
        <GiftMessageView key={id} title={`Gift message for ${name}`} message={message} />
      ))}
    </section>
  );
}
