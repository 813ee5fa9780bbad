import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../common/money';
import {
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
  type CartItem,
  type CartRef,
  type CheckoutConfig,
} from '../../api/cart';
import { apiErrorMessage } from '../../api/errors';
import { useStoreConfig } from '../../lib/store-config';
import { GiftMessageEditor } from './GiftMessageEditor';
import { cartMessages as m } from './messages';
import { QtySelect } from './QtySelect';

interface CartItemRowProps {
  cartRef: CartRef;
  item: CartItem;
  currency: string;
  giftMessageRules: CheckoutConfig['gift_message'] | undefined;
}

/** One cart line: what it is, its unit price, its quantity (changed at once), removal and its gift message. */
export function CartItemRow({ cartRef, item, currency, giftMessageRules }: CartItemRowProps) {
  const { locale } = useStoreConfig();
  const intl = useIntl();
  const qtyId = useId();
  const [update, updating] = useUpdateCartItemMutation();
  const [remove, removing] = useRemoveCartItemMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const money = (amount: number) => formatPrice(amount, currency, locale);

  const run = async (call: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? intl.formatMessage(m.genericError));
    }
  };

  return (
    <li className="cart-item" aria-label={item.name}>
      <img className="cart-item__image" src={item.image.url} alt={item.image.alt} width={120} height={120} />
      <div className="cart-item__body">
        <Link to={item.url} className="cart-item__name">
          {item.name}
        </Link>
        {item.options.length > 0 ? (
          <dl className="cart-item__options">
            {item.options.map((option) => (
              <div key={option.label}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="cart-item__price">
          <span className="visually-hidden">
            <FormattedMessage {...m.priceLabel} />
          </span>
          {money(item.price)}
        </p>
        <div className="cart-item__controls">
          <label className="cart-item__qty" htmlFor={qtyId}>
            <span>
              <FormattedMessage {...m.qty} />
            </span>
            <QtySelect
              id={qtyId}
              value={item.qty}
              disabled={updating.isLoading || removing.isLoading}
              onChange={(qty) => void run(() => update({ ref: cartRef, itemId: item.item_id, qty }))}
            />
          </label>
          <button
            type="button"
            className="cart-item__remove"
            disabled={removing.isLoading}
            onClick={() => void run(() => remove({ ref: cartRef, itemId: item.item_id }))}
          >
            <FormattedMessage {...m.removeItem} />
          </button>
          <p className="cart-item__subtotal">
            <span className="visually-hidden">
              <FormattedMessage {...m.subtotalLabel} />
            </span>
            {money(item.row_total)}
          </p>
        </div>
        <p className="cart-page__failure" role="alert">
          {failure ?? ''}
        </p>
        {giftMessageRules ? (
          <GiftMessageEditor
            cartRef={cartRef}
            itemId={item.item_id}
            initial={item.gift_message}
            rules={giftMessageRules}
            subject={item.name}
          />
        ) : null}
      </div>
    </li>
  );
}
