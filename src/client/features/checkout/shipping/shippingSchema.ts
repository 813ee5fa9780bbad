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
import { parseDisplayDate } from './pickupDates';
import { isPickupMethod } from './shippingValues';

export const SHIPPING_MESSAGES = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  method: 'The shipping method is missing. Select the shipping method and try again.',
  pickupTime: 'Please choose one of the pickup times offered.',
} as const;

export const pickupDateMessage = (first: string, last: string): string =>
  `Please choose a pickup date between ${formatPickupDisplay(first)} and ${formatPickupDisplay(last)}.`;

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
export function shippingSchema({ countries, strictPostcode, today, pickup }: ShippingRules) {
  const range = pickupWindow(today, pickup.min_days, pickup.max_days);
  const pickupChosen = (method: unknown) => isPickupMethod(String(method));
  return object({
    email: string()
      .trim()
      .required(SHIPPING_MESSAGES.required)
      .test('email', SHIPPING_MESSAGES.email, (value) => isValidEmail(value)),
    ...addressFieldRules({ countries, strictPostcode }),
    shipping_method: string().required(SHIPPING_MESSAGES.method),
    pickup_date: string().when('shipping_method', {
      is: pickupChosen,
      then: (schema) =>
        schema
          .required(SHIPPING_MESSAGES.required)
          .test('window', pickupDateMessage(range.first, range.last), (value) => {
            const iso = parseDisplayDate(value ?? '');
            return iso !== null && isPickupDateAllowed(iso, today, pickup.min_days, pickup.max_days);
          }),
    }),
    pickup_time: string().when('shipping_method', {
      is: pickupChosen,
      then: (schema) =>
        schema
          .required(SHIPPING_MESSAGES.required)
          .test('time', SHIPPING_MESSAGES.pickupTime, (value) =>
            isPickupTimeAllowed(value ?? '', pickup.time_options),
          ),
    }),
  });
}
