import { useEffect, useReducer, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCartTotalsQuery, type Cart, type CartRef, type CheckoutConfig } from '../../api/cart';
import { CheckoutProgress } from './CheckoutProgress';
import { checkoutFlow, startCheckout } from './checkoutFlow';
import { PaymentStep } from './payment/PaymentStep';
import { ShippingStep } from './shipping/ShippingStep';
import type { ShippingFormValues } from './shipping/shippingValues';
import { CHECKOUT_STEPS } from './steps';
import { OrderSummary } from './summary/OrderSummary';
import { useCheckoutStepEvent } from './useCheckoutStepEvent';

interface CheckoutFlowProps {
  cartRef: CartRef;
  cart: Cart;
  config: CheckoutConfig;
  initialValues: ShippingFormValues;
  emailReadOnly: boolean;
  onHandingOff: () => void;
}

/** The two steps beside the order summary (one column on phones). */
export function CheckoutFlow({
  cartRef,
  cart,
  config,
  initialValues,
  emailReadOnly,
  onHandingOff,
}: CheckoutFlowProps) {
  const [state, dispatch] = useReducer(checkoutFlow, initialValues, startCheckout);
  useCheckoutStepEvent(state.step, state.visit);
  const totalsQuery = useCartTotalsQuery(cartRef);
  const totals = state.step === 'payment' ? state.saved.details.totals : totalsQuery.data;
  const title = CHECKOUT_STEPS.find((step) => step.code === state.step)?.title;

  // A new step moves the focus to its title, so that a screen reader hears where the shopper now is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.visit > 1) heading.current?.focus();
  }, [state.visit]);

  return (
    <>
      <CheckoutProgress current={state.step} />
      <div className="checkout-layout">
        <div className="checkout-main">
          <h2 ref={heading} tabIndex={-1} className="checkout-main__title">
            {title ? <FormattedMessage {...title} /> : null}
          </h2>
          {state.step === 'shipping' ? (
            <ShippingStep
              cartRef={cartRef}
              config={config}
              currency={cart.currency_code}
              initialValues={state.values}
              emailReadOnly={emailReadOnly}
              onSaved={(saved) => dispatch({ type: 'shippingSaved', saved })}
            />
          ) : (
            <PaymentStep
              cartRef={cartRef}
              cart={cart}
              config={config}
              saved={state.saved}
              onEdit={() => dispatch({ type: 'shippingEdited' })}
              onHandingOff={onHandingOff}
            />
          )}
        </div>
        <aside className="checkout-aside">
          <OrderSummary cart={cart} totals={totals} config={config} />
        </aside>
      </div>
    </>
  );
}
