import { string, tuple } from 'yup';
import { checkPostcode, postcodeWarning } from '../../../common/checkout/postcode';
import type { Country } from '../../api/cart';
import { Address } from '../../api/contract-facts';
import { countryOf } from './addressValues';

export const ADDRESS_FIELD_MESSAGES = {
  required: 'This is a required field.',
  telephone: 'Please enter a valid phone number.',
} as const;

export interface AddressRules {
  countries: readonly Country[];
  strictPostcode: boolean;
}

const text = (max: number) => string().trim().max(max);
const required = (max: number) => text(max).required(ADDRESS_FIELD_MESSAGES.required);

/**
 * The address fields' rules, the same wherever an address is typed (the checkout's shipment step, the address
 * book): a country of the list, a region of its list when it has one, the postcode required where the country
 * needs one and, in strict mode only, of the country's shape (spec 5; otherwise the field shows a warning).
 */
export function addressFieldRules({ countries, strictPostcode }: AddressRules) {
  const hasRegions = (countryId: unknown) =>
    (countryOf(countries, String(countryId))?.regions.length ?? 0) > 0;
  return {
    firstname: required(Address.firstname.maxLength),
    lastname: required(Address.lastname.maxLength),
    street: tuple([required(Address.street.items.maxLength), text(Address.street.items.maxLength)]),
    city: required(Address.city.maxLength),
    country_id: string()
      .required(ADDRESS_FIELD_MESSAGES.required)
      .oneOf(countries.map((country) => country.id)),
    region_id: string().when('country_id', {
      is: hasRegions,
      then: (schema) => schema.required(ADDRESS_FIELD_MESSAGES.required),
    }),
    region: text(Address.region.maxLength),
    postcode: text(Address.postcode.maxLength)
      .when('country_id', {
        is: (countryId: unknown) => countryOf(countries, String(countryId))?.postcode_required ?? false,
        then: (schema) => schema.required(ADDRESS_FIELD_MESSAGES.required),
      })
      .test('postcode', function check(value) {
        if (!strictPostcode || !value) return true;
        const { valid, examples } = checkPostcode(String(this.parent.country_id), value);
        return valid || this.createError({ message: postcodeWarning(examples, true) });
      }),
    telephone: required(Address.telephone.maxLength).min(
      Address.telephone.minLength,
      ADDRESS_FIELD_MESSAGES.telephone,
    ),
  };
}
