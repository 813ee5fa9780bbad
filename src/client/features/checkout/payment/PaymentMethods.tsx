import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import type { PaymentMethod } from '../../../api/cart';
import { expressCheckoutStarted } from '../events';
import { checkoutMessages as m } from '../messages';
import type { PaymentMethodCode } from './usePlaceOrder';

/** The wallet pays in one step from its own button (express checkout); the other methods are a choice. */
export const EXPRESS_METHOD: PaymentMethodCode = 'caseback_wallet';

interface PaymentMethodsProps {
  methods: readonly PaymentMethod[];
  placing: boolean;
  onPlace: (method: PaymentMethodCode) => void;
}

export function PaymentMethods({ methods, placing, onPlace }: PaymentMethodsProps) {
  const dispatch = useAppDispatch();
  const express = methods.find((method) => method.code === EXPRESS_METHOD);
  const choices = methods.filter((method) => method.code !== EXPRESS_METHOD);
  const [chosen, setChosen] = useState(choices[0]?.code ?? '');

  return (
    <div className="checkout-payment">
      {express ? (
        <section className="checkout-express" aria-labelledby="checkout-express-title">
          <h3 id="checkout-express-title" className="checkout-section__title">
            <FormattedMessage {...m.expressCheckout} />
          </h3>
          <button
            type="button"
            className="button button--wallet"
            disabled={placing}
            onClick={() => {
              dispatch(expressCheckoutStarted({ paymentMethod: express.code }));
              onPlace(EXPRESS_METHOD);
            }}
          >
            {express.title}
          </button>
        </section>
      ) : null}
      {choices.length ? (
        <form
          className="checkout-payment__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onPlace(chosen as PaymentMethodCode);
          }}
        >
          <fieldset className="checkout-methods">
            <legend className="checkout-section__title">
              <FormattedMessage {...m.paymentMethod} />
            </legend>
            {choices.map((method) => (
              <div key={method.code} className="checkout-method">
                <input
                  id={`checkout-payment-${method.code}`}
                  className="checkout-method__input"
                  type="radio"
                  name="payment_method"
                  value={method.code}
                  checked={chosen === method.code}
                  onChange={() => setChosen(method.code)}
                />
                <label htmlFor={`checkout-payment-${method.code}`} className="checkout-method__label">
                  <span className="checkout-method__carrier">{method.title}</span>
                </label>
              </div>
            ))}
          </fieldset>
          <div className="checkout-actions">
            <button type="submit" className="button button--primary" disabled={placing || !chosen}>
              <FormattedMessage {...m.placeOrder} />
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
