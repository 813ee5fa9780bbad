import type { Cart, CartRef, CheckoutConfig } from '../../../api/cart';
import type { SavedShipping } from '../shipping/ShippingStep';
import { NewsletterAgreement } from './NewsletterAgreement';
import { PaymentMethods } from './PaymentMethods';
import { ShippingRecap } from './ShippingRecap';
import { useNewsletterAgreement } from './useNewsletterAgreement';
import { usePlaceOrder } from './usePlaceOrder';

interface PaymentStepProps {
  cartRef: CartRef;
  cart: Cart;
  config: CheckoutConfig;
  saved: SavedShipping;
  onEdit: () => void;
  onHandingOff: () => void;
}

/** The payment step: what will be shipped where, the newsletter agreement, and the ways to pay. */
export function PaymentStep({ cartRef, cart, config, saved, onEdit, onHandingOff }: PaymentStepProps) {
  const agreement = useNewsletterAgreement(cartRef.storeCode, config.newsletter.delay_ms);
  const { placeOrder, placing, error } = usePlaceOrder({
    cartRef,
    email: saved.values.email.trim(),
    items: cart.items,
    totals: saved.details.totals,
    beforePlace: agreement.flush,
    onHandingOff,
  });
  return (
    <div className="checkout-step-payment">
      <ShippingRecap saved={saved} countries={config.countries} onEdit={onEdit} />
      <NewsletterAgreement agreement={agreement} />
      <div className="checkout-form__alert" role="alert">
        {error ? <p className="form-message form-message--error">{error}</p> : null}
      </div>
      <PaymentMethods
        methods={saved.details.payment_methods}
        placing={placing}
        onPlace={(m) => void placeOrder(m)}
      />
    </div>
  );
}
