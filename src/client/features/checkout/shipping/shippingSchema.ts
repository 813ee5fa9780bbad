import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import {
  formatPickupDisplay,
  isPickupDateAllowed,
  isPickupTimeAllowed,
  pickupWindow,
} from '../../../../common/checkout/pickup';
import { isValidEmail } from '../../../../common/email';
import type { Country } from '../../../api/cart';
import { addressFieldRules } from '../../../components/AddressFields/addressSchema';
import { checkoutMessages as m } from '../messages';
import { parseDisplayDate } from './pickupDates';
import { isPickupMethod } from './shippingValues';

export interface ShippingRules {
  countries: readonly Country[];
  strictPostcode: boolean;
  /** The store's today (ISO), the pickup window and the configured times. */
  today: string;
  pickup: { min_days: number; max_days: number; time_options: readonly string[] };
}

/**
 * The shipment step validates as a whole before it is sent (spec 5): the address (the shared address rules:
 * the postcode is an error only in strict mode; otherwise the form shows a warning and lets it through), the
 * method and, for the pickup method, a date in the window and one of the configured times.
 */
export function shippingSchema({ countries, strictPostcode, today, pickup }: ShippingRules, intl: IntlShape) {
  const required = intl.formatMessage(m.required);
  const range = pickupWindow(today, pickup.min_days, pickup.max_days);
  // The window in the format the shopper types (d/M/yy), as the field's hint shows it.
  const windowMessage = intl.formatMessage(m.pickupDateInvalid, {
    first: formatPickupDisplay(range.first),
    last: formatPickupDisplay(range.last),
  });
  const pickupChosen = (method: unknown) => isPickupMethod(String(method));
  return object({
    email: string()
      .trim()
      .required(required)
      .test('email', intl.formatMessage(m.invalidEmail), (value) => isValidEmail(value)),
    ...addressFieldRules({ countries, strictPostcode, intl }),
    shipping_method: string().required(intl.formatMessage(m.methodMissing)),
    pickup_date: string().when('shipping_method', {
      is: pickupChosen,
      then: (schema) =>
        schema.required(required).test('window', windowMessage, (value) => {
          const iso = parseDisplayDate(value ?? '');
          return iso !== null && isPickupDateAllowed(iso, today, pickup.min_days, pickup.max_days);
        }),
    }),
    pickup_time: string().when('shipping_method', {
      is: pickupChosen,
      then: (schema) =>
        schema
          .required(required)
          .test('time', intl.formatMessage(m.pickupTimeInvalid), (value) =>
            isPickupTimeAllowed(value ?? '', pickup.time_options),
          ),
    }),
  });
}
