import { Form, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { CartRef, CheckoutConfig } from '../../../api/cart';
import type { ShippingMethod } from '../../../api/checkout';
import { useJpPostcodeAutofill } from '../autofill/useJpPostcodeAutofill';
import { AddressFields } from './AddressFields';
import { PickupFields } from './PickupFields';
import { ShippingMethods } from './ShippingMethods';
import { countryOf, isPickupMethod, type ShippingFormValues } from './shippingValues';
import { useShippingEstimate } from './useShippingEstimate';

const JAPAN = 'JP';

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
  const { values, status, isSubmitting, isValid, submitCount, setFieldValue } =
    useFormikContext<ShippingFormValues>();
  const formRef = useRef<HTMLFormElement>(null);
  const country = countryOf(config.countries, values.country_id);
  const estimate = useShippingEstimate(cartRef, values);
  useEffect(() => onEstimate(estimate.methods), [estimate.methods, onEstimate]);

  const jp = config.jp_postcode;
  const { loading } = useJpPostcodeAutofill({
    formRef,
    // Spec 5: only for Japan, and only while configuration enables it.
    enabled: values.country_id === JAPAN && jp.enabled_countries.includes(values.country_id),
    dataUrl: jp.data_url,
    regions: country?.regions ?? [],
    override: jp.override_filled,
    read: () => ({ region_id: values.region_id, city: values.city, 'street.0': values.street[0] }),
    apply: (updates) => {
      for (const [name, value] of Object.entries(updates)) void setFieldValue(name, value);
    },
  });

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
          Shipping Address
        </h3>
        <AddressFields
          countries={config.countries}
          emailReadOnly={emailReadOnly}
          strictPostcode={config.postcode.strict}
          jpAutofill={values.country_id === JAPAN && jp.enabled_countries.includes(values.country_id)}
          postcodeLoading={loading}
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
        <span aria-hidden="true">*</span> Required fields
      </p>
      <div className="checkout-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting || loading}>
          Next
        </button>
      </div>
    </Form>
  );
}
