import { Form, useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartRef, CheckoutConfig } from '../../../api/cart';
import type { ShippingMethod } from '../../../api/checkout';
import { AddressFields } from '../../../components/AddressFields/AddressFields';
import { useFormAddressAutofill } from '../../../components/AddressFields/useFormAddressAutofill';
import { FormField } from '../../../components/FormField/FormField';
import { checkoutMessages as m } from '../messages';
import { PickupFields } from './PickupFields';
import { SavedAddressChoice } from './SavedAddressChoice';
import { ShippingMethods } from './ShippingMethods';
import { isPickupMethod, type ShippingFormValues } from './shippingValues';
import { useShippingEstimate } from './useShippingEstimate';

const star = (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>;

interface ShippingFormBodyProps {
  cartRef: CartRef;
  config: CheckoutConfig;
  currency: string;
  today: string;
  emailReadOnly: boolean;
  onEstimate: (methods: ShippingMethod[]) => void;
}

/** The shipment step's fields, wired to the estimate and the Japanese autofill. */
export function ShippingFormBody({
  cartRef,
  config,
  currency,
  today,
  emailReadOnly,
  onEstimate,
}: ShippingFormBodyProps) {
  const { values, status, isSubmitting, isValid, submitCount } = useFormikContext<ShippingFormValues>();
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const estimate = useShippingEstimate(cartRef, values);
  useEffect(() => onEstimate(estimate.methods), [estimate.methods, onEstimate]);

  const autofill = useFormAddressAutofill(formRef, config.countries, config.jp_postcode);
  const loading = autofill.loading;

  // After a refused submit, take the shopper to the first field that needs them.
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (!isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, isValid, submitCount]);

  return (
    <Form ref={formRef} className="checkout-form" noValidate aria-describedby="checkout-required-note">
      <div className="checkout-form__alert" role="alert">
        {typeof status === 'string' && status ? (
          <p className="form-message form-message--error">{status}</p>
        ) : null}
      </div>
      <section className="checkout-section" aria-labelledby="checkout-address-title">
        <h3 id="checkout-address-title" className="checkout-section__title">
          <FormattedMessage {...m.shippingAddress} />
        </h3>
        {emailReadOnly ? <SavedAddressChoice countries={config.countries} /> : null}
        <AddressFields
          idPrefix="checkout"
          countries={config.countries}
          strictPostcode={config.postcode.strict}
          jpAutofill={autofill.enabled}
          postcodeLoading={loading}
          before={
            <FormField
              idPrefix="checkout"
              name="email"
              label={intl.formatMessage(m.email)}
              type="email"
              autoComplete="email"
              required
              // Guests type their e-mail; a customer's is the account's.
              readOnly={emailReadOnly}
            />
          }
        />
      </section>
      <ShippingMethods estimate={estimate} currency={currency} />
      {isPickupMethod(values.shipping_method) ? (
        <PickupFields
          today={today}
          minDays={config.pickup.min_days}
          maxDays={config.pickup.max_days}
          timeOptions={config.pickup.time_options}
        />
      ) : null}
      <p id="checkout-required-note" className="checkout-note">
        <FormattedMessage {...m.requiredFields} values={{ star }} />
      </p>
      <div className="checkout-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting || loading}>
          <FormattedMessage {...m.next} />
        </button>
      </div>
    </Form>
  );
}
