import type { IntlShape } from 'react-intl';
import { string, tuple } from 'yup';
import { checkPostcode } from '../../../common/checkout/postcode';
import type { Country } from '../../api/cart';
import { Address } from '../../api/contract-facts';
import { addressMessages } from './messages';
import { countryOf } from './addressValues';
import { postcodeWarningText } from './postcodeMessage';

export interface AddressRules {
  countries: readonly Country[];
  strictPostcode: boolean;
  /** The store's language for the messages. */
  intl: IntlShape;
}

const text = (max: number) => string().trim().max(max);

/**
 * The address fields' rules, the same wherever an address is typed (the checkout's shipment step, the address
 * book): a country of the list, a region of its list when it has one, the postcode required where the country
 * needs one and, in strict mode only, of the country's shape (spec 5; otherwise the field shows a warning).
 */
export function addressFieldRules({ countries, strictPostcode, intl }: AddressRules) {
  const messages = {
    required: intl.formatMessage(addressMessages.requiredField),
    telephone: intl.formatMessage(addressMessages.telephoneInvalid),
  };
  const required = (max: number) => text(max).required(messages.required);
  const hasRegions = (countryId: unknown) =>
    (countryOf(countries, String(countryId))?.regions.length ?? 0) > 0;
  return {
    firstname: required(Address.firstname.maxLength),
    lastname: required(Address.lastname.maxLength),
    street: tuple([required(Address.street.items.maxLength), text(Address.street.items.maxLength)]),
    city: required(Address.city.maxLength),
    country_id: string()
      .required(messages.required)
      .oneOf(countries.map((country) => country.id)),
    region_id: string().when('country_id', {
      is: hasRegions,
      then: (schema) => schema.required(messages.required),
    }),
    region: text(Address.region.maxLength),
    postcode: text(Address.postcode.maxLength)
      .when('country_id', {
        is: (countryId: unknown) => countryOf(countries, String(countryId))?.postcode_required ?? false,
        then: (schema) => schema.required(messages.required),
      })
      .test('postcode', function check(value) {
        if (!strictPostcode || !value) return true;
        const { valid, examples } = checkPostcode(String(this.parent.country_id), value);
        return (
          valid ||
          this.createError({
            message: postcodeWarningText(intl, examples, true),
          })
        );
      }),
    telephone: required(Address.telephone.maxLength).min(Address.telephone.minLength, messages.telephone),
  };
}
