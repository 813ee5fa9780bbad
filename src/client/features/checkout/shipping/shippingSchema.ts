import { object, string, tuple } from 'yup';
import { checkPostcode, postcodeWarning } from '../../../../common/checkout/postcode';
import {
  formatPickupDisplay,
  isPickupDateAllowed,
  isPickupTimeAllowed,
  pickupWindow,
} from '../../../../common/checkout/pickup';
import { isValidEmail } from '../../../../common/email';
import type { Country } from '../../../api/cart';
import { Address } from '../../../api/contract-facts';
import { parseDisplayDate } from './pickupDates';
import { countryOf, isPickupMethod } from './shippingValues';

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

const text = (max: number) => string().trim().max(max);
const required = (max: number) => text(max).required(SHIPPING_MESSAGES.required);

/**
 * The shipment step validates as a whole before it is sent (spec 5): the address, the postcode (an error
 * only in strict mode; otherwise the form shows a warning and lets it through), the method and, for the
 * pickup method, a date in the window and one of the configured times.
 */
export function shippingSchema({ countries, strictPostcode, today, pickup }: ShippingRules) {
  const range = pickupWindow(today, pickup.min_days, pickup.max_days);
  const hasRegions = (countryId: unknown) =>
    (countryOf(countries, String(countryId))?.regions.length ?? 0) > 0;
  const pickupChosen = (method: unknown) => isPickupMethod(String(method));
  return object({
    email: string()
      .trim()
      .required(SHIPPING_MESSAGES.required)
      .test('email', SHIPPING_MESSAGES.email, (value) => isValidEmail(value)),
    firstname: required(Address.firstname.maxLength),
    lastname: required(Address.lastname.maxLength),
    street: tuple([required(Address.street.items.maxLength), text(Address.street.items.maxLength)]),
    city: required(Address.city.maxLength),
    country_id: string()
      .required(SHIPPING_MESSAGES.required)
      .oneOf(countries.map((country) => country.id)),
    region_id: string().when('country_id', {
      is: hasRegions,
      then: (schema) => schema.required(SHIPPING_MESSAGES.required),
    }),
    region: text(Address.region.maxLength),
    postcode: text(Address.postcode.maxLength)
      .when('country_id', {
        is: (countryId: unknown) => countryOf(countries, String(countryId))?.postcode_required ?? false,
        then: (schema) => schema.required(SHIPPING_MESSAGES.required),
      })
      .test('postcode', function check(value) {
        if (!strictPostcode || !value) return true;
        const { valid, examples } = checkPostcode(String(this.parent.country_id), value);
        return valid || this.createError({ message: postcodeWarning(examples, true) });
      }),
    telephone: required(Address.telephone.maxLength).min(
      Address.telephone.minLength,
      'Please enter a valid phone number.',
    ),
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
