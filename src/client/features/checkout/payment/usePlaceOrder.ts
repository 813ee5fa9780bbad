import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import type { CartItem, CartRef, Totals } from '../../../api/cart';
import { usePlaceOrderMutation, type PaymentInformationRequest } from '../../../api/checkout';
import { apiErrorMessage } from '../../../api/errors';
import { forgetGuestCartId } from '../../../lib/cart-ref';
import { orderPlaced } from '../events';
import { checkoutMessages as m } from '../messages';
import { handOff } from '../handOff';
import { createAttemptKeys, isUncertainFailure } from './idempotency';

export type PaymentMethodCode = PaymentInformationRequest['paymentMethod']['method'];

interface PlaceOrderOptions {
  cartRef: CartRef;
  /** The guest's e-mail (a customer's order takes the account's). */
  email: string;
  items: readonly CartItem[];
  totals: Totals;
  /** Runs first: what must be recorded before the order exists (the newsletter agreement). */
  beforePlace: () => Promise<void>;
  /** The shopper is about to leave for the payment provider. */
  onHandingOff: () => void;
}

/**
 * Places the order and hands the shopper to the provider's page. The 'order placed' event is pushed before
 * every hand-off (spec 1, 2.7, 7); the guest's cart id is spent by then. A conflict shows the server's message
 * and stays; a request that may not have arrived is sent again with the same Idempotency-Key.
 */
export function usePlaceOrder({
  cartRef,
  email,
  items,
  totals,
  beforePlace,
  onHandingOff,
}: PlaceOrderOptions) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [place] = usePlaceOrderMutation();
  const [keys] = useState(() => createAttemptKeys());
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const placeOrder = async (method: PaymentMethodCode) => {
    setError(null);
    setPlacing(true);
    await beforePlace();
    const request: PaymentInformationRequest = {
      ...(cartRef.kind === 'guest' ? { email } : {}),
      paymentMethod: { method },
      billingAddress: null,
    };
    const idempotencyKey = keys.keyFor(JSON.stringify([cartRef, request]));
    try {
      const order = await place({ ref: cartRef, idempotencyKey, request });
      keys.settle();
      // Dispatched synchronously: the analytics middleware pushes 'order placed' before the page is left.
      dispatch(
        orderPlaced({
          incrementId: order.increment_id,
          paymentMethod: method,
          currency: totals.quote_currency_code,
          grandTotal: totals.grand_total,
          items: items.map(({ sku, name, qty, price }) => ({ sku, name, qty, price })),
        }),
      );
      onHandingOff();
      if (cartRef.kind === 'guest') forgetGuestCartId(cartRef.storeCode);
      handOff.assign(order.redirect_url);
    } catch (failure) {
      const uncertain = isUncertainFailure(failure);
      if (!uncertain) keys.settle();
      const serverMessage = apiErrorMessage(failure);
      setError(
        uncertain
          ? intl.formatMessage(m.placeUnreachable)
          : (serverMessage ?? intl.formatMessage(m.placeFailed)),
      );
      setPlacing(false);
    }
  };

  return { placeOrder, placing, error };
}
