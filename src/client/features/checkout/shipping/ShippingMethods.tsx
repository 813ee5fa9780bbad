import { useField, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../../common/money';
import { useStoreConfig } from '../../../lib/store-config';
import { checkoutMessages as m } from '../messages';
import type { EstimateState } from './useShippingEstimate';
import { methodKey, type ShippingFormValues } from './shippingValues';

interface ShippingMethodsProps {
  estimate: EstimateState;
  currency: string;
}

const ERROR_ID = 'checkout-shipping-method-error';

/** The methods the address can use, as one radio group; a choice that is no longer offered is dropped. */
export function ShippingMethods({ estimate, currency }: ShippingMethodsProps) {
  const { locale } = useStoreConfig();
  const [field, meta, helpers] = useField<string>('shipping_method');
  const { submitCount } = useFormikContext<ShippingFormValues>();
  const { methods, status } = estimate;
  const offered = methods.filter((method) => method.available).map(methodKey);
  const chosen = field.value;
  const stillOffered = status !== 'ready' || chosen === '' || offered.includes(chosen);

  useEffect(() => {
    if (!stillOffered) void helpers.setValue('');
  }, [stillOffered, helpers]);

  const showError = Boolean((meta.touched || submitCount > 0) && meta.error);
  return (
    <fieldset
      className="checkout-methods"
      aria-describedby={showError ? ERROR_ID : undefined}
      aria-busy={status === 'loading'}
    >
      <legend className="checkout-section__title">
        <FormattedMessage {...m.shippingMethods} />
      </legend>
      {status === 'failed' ? (
        <p className="checkout-note" role="alert">
          <FormattedMessage {...m.methodsFailed} />
        </p>
      ) : null}
      {status === 'loading' && !methods.length ? (
        <p className="checkout-note" role="status">
          <FormattedMessage {...m.methodsLoading} />
        </p>
      ) : null}
      {status === 'ready' && !methods.length ? (
        <p className="checkout-note">
          <FormattedMessage {...m.noQuotes} />
        </p>
      ) : null}
      {methods.map((method) => {
        const key = methodKey(method);
        const id = `checkout-method-${key}`;
        return (
          <div key={key} className="checkout-method">
            <input
              name={field.name}
              onBlur={field.onBlur}
              onChange={() => void helpers.setValue(key, true)}
              id={id}
              type="radio"
              value={key}
              checked={chosen === key}
              disabled={!method.available}
              className="checkout-method__input"
            />
            <label htmlFor={id} className="checkout-method__label">
              <span className="checkout-method__carrier">{method.carrier_title}</span>
              <span className="checkout-method__title">{method.method_title}</span>
              <span className="checkout-method__price">{formatPrice(method.amount, currency, locale)}</span>
              {method.error_message ? (
                <span className="checkout-method__error">{method.error_message}</span>
              ) : null}
            </label>
          </div>
        );
      })}
      <p id={ERROR_ID} className="form-field__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </fieldset>
  );
}
