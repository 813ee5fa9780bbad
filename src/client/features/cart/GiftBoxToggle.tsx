import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../common/money';
import { useGiftBoxMutation, type CartRef, type CheckoutConfig } from '../../api/cart';
import { apiErrorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { giftBoxAdded, giftBoxRemoved } from './events';
import { useStoreConfig } from '../../lib/store-config';
import { cartMessages as m } from './messages';

interface GiftBoxToggleProps {
  cartRef: CartRef;
  hasGiftBox: boolean;
  currency: string;
  giftBox: CheckoutConfig['gift_box'];
}

type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/**
 * Spec 2.6 / 4 / 7 / 8: the gift box, none <-> added. On failure the server's message is shown when its answer
 * can be read, the generic sentence otherwise; the cart and its header section reload either way.
 */
export function GiftBoxToggle({ cartRef, hasGiftBox, currency, giftBox }: GiftBoxToggleProps) {
  const { locale } = useStoreConfig();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const [change, { isLoading }] = useGiftBoxMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [requested, setRequested] = useState(hasGiftBox);
  // While the call runs the box shows what was asked for; afterwards the cart's own state.
  const checked = isLoading ? requested : hasGiftBox;

  const toggle = async (add: boolean) => {
    setOutcome(null);
    setRequested(add);
    try {
      await change({ ref: cartRef, method: add ? 'add' : 'remove' });
      setOutcome({ kind: 'done', text: intl.formatMessage(add ? m.giftBoxAdded : m.giftBoxRemoved) });
      dispatch((add ? giftBoxAdded : giftBoxRemoved)({ sku: giftBox.giftBoxSku }));
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorMessage(error) ?? intl.formatMessage(m.genericError) });
    }
  };

  return (
    <section className="gift-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-page__subtitle">
        <FormattedMessage {...m.giftBoxTitle} />
      </h2>
      <div className="gift-box__option">
        <img
          className="gift-box__image"
          src={giftBox.giftBoxImg}
          alt={giftBox.giftBoxImgAlt}
          width={88}
          height={88}
        />
        <label className="gift-box__label" htmlFor={`${id}-toggle`}>
          <input
            id={`${id}-toggle`}
            type="checkbox"
            checked={checked}
            disabled={isLoading}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className="gift-box__name">{giftBox.giftBoxName}</span>
          <span className="gift-box__price">{formatPrice(giftBox.giftBoxPrice, currency, locale)}</span>
        </label>
      </div>
      <p className="cart-page__done" role="status">
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      <p className="cart-page__failure" role="alert">
        {outcome?.kind === 'failed' ? outcome.text : ''}
      </p>
    </section>
  );
}
