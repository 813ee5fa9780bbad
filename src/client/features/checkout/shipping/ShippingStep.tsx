import { Formik } from 'formik';
import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { todayInTimeZone } from '../../../../common/checkout/pickup';
import type { CartRef, CheckoutConfig } from '../../../api/cart';
import {
  useSaveShippingInformationMutation,
  type PaymentDetails,
  type ShippingMethod,
} from '../../../api/checkout';
import { apiErrorMessage } from '../../../api/errors';
import { useSchemaValidation } from '../../../lib/forms/useSchemaValidation';
import { useStoreConfig } from '../../../lib/store-config';
import { checkoutMessages as m } from '../messages';
import { ShippingFormBody } from './ShippingFormBody';
import { toShippingInformation } from './shippingRequest';
import { methodKey, type ShippingFormValues } from './shippingValues';

export interface SavedShipping {
  values: ShippingFormValues;
  method: ShippingMethod;
  details: PaymentDetails;
}

interface ShippingStepProps {
  cartRef: CartRef;
  config: CheckoutConfig;
  currency: string;
  initialValues: ShippingFormValues;
  emailReadOnly: boolean;
  onSaved: (saved: SavedShipping) => void;
}

/** The shipment step: address, method and pickup slot, validated as a whole, then saved on the cart. */
export function ShippingStep({
  cartRef,
  config,
  currency,
  initialValues,
  emailReadOnly,
  onSaved,
}: ShippingStepProps) {
  const { timezone } = useStoreConfig();
  const intl = useIntl();
  const today = useMemo(() => todayInTimeZone(timezone), [timezone]);
  const validate = useSchemaValidation<ShippingFormValues>(
    useCallback(
      () =>
        import('./shippingSchema').then((rules) =>
          rules.shippingSchema(
            {
              countries: config.countries,
              strictPostcode: config.postcode.strict,
              today,
              pickup: config.pickup,
            },
            intl,
          ),
        ),
      [config, today, intl],
    ),
  );
  const [save] = useSaveShippingInformationMutation();
  const methods = useRef<ShippingMethod[]>([]);
  const rememberMethods = useCallback((estimated: ShippingMethod[]) => {
    methods.current = estimated;
  }, []);

  return (
    <Formik<ShippingFormValues>
      initialValues={initialValues}
      validate={validate}
      // Checked as the shopper leaves each field and before sending, not at every keystroke.
      validateOnChange={false}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        const method = methods.current.find((candidate) => methodKey(candidate) === values.shipping_method);
        if (!method) return;
        try {
          const details = await save(cartRef, toShippingInformation(values, method, config.countries));
          onSaved({ values, method, details });
        } catch (error) {
          setStatus(apiErrorMessage(error) ?? intl.formatMessage(m.saveFailed));
        }
      }}
    >
      <ShippingFormBody
        cartRef={cartRef}
        config={config}
        currency={currency}
        today={today}
        emailReadOnly={emailReadOnly}
        onEstimate={rememberMethods}
      />
    </Formik>
  );
}
