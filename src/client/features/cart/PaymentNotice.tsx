import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_NOTICES } from './messages';

/** The payment provider returned the shopper without a payment (`?payment=declined|canceled`). */
export function PaymentNotice() {
  const [params] = useSearchParams();
  const notice = PAYMENT_NOTICES[params.get('payment') ?? ''];
  if (!notice) return null;
  return (
    <p className="cart-page__notice" role="status">
      <FormattedMessage {...notice} />
    </p>
  );
}
