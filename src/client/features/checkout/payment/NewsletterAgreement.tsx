import { FormattedMessage } from 'react-intl';
import { checkoutMessages as m } from '../messages';
import type { NewsletterAgreement as Agreement } from './useNewsletterAgreement';

/** Spec 2.7: the newsletter agreement checkbox. */
export function NewsletterAgreement({ agreement }: { agreement: Agreement }) {
  return (
    <div className="checkout-newsletter">
      <input
        id="checkout-newsletter"
        type="checkbox"
        className="checkout-newsletter__input"
        checked={agreement.checked}
        onChange={(event) => agreement.toggle(event.target.checked)}
      />
      <label htmlFor="checkout-newsletter">
        <FormattedMessage {...m.newsletter} />
      </label>
      <p className="checkout-note" aria-live="polite">
        {agreement.message ?? ''}
      </p>
    </div>
  );
}
