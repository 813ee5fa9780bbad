import { FormattedMessage, useIntl } from 'react-intl';
import { checkoutMessages as m } from './messages';
import { CHECKOUT_STEPS, type CheckoutStepCode } from './steps';

/** Where the shopper is in the checkout; the current step is marked for assistive technology. */
export function CheckoutProgress({ current }: { current: CheckoutStepCode }) {
  const intl = useIntl();
  const currentIndex = CHECKOUT_STEPS.findIndex((step) => step.code === current);
  return (
    <nav className="checkout-progress" aria-label={intl.formatMessage(m.progressLabel)}>
      <ol className="checkout-progress__steps">
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step.code}
            className="checkout-progress__step"
            data-state={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className="checkout-progress__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="checkout-progress__title">
              <FormattedMessage {...step.title} />
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
