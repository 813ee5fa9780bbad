import type { IntlShape } from 'react-intl';
import { boolean, object } from 'yup';
import type { CustomerAddress } from '../../api/address';
import type { Country } from '../../api/cart';
import { addressFieldRules } from '../../components/AddressFields/addressSchema';
import {
  addressValuesOf,
  emptyAddressValues,
  type AddressFormValues,
} from '../../components/AddressFields/addressValues';

/** The slide-in form: the shared address fields and the two default boxes. */
export interface AddressBookFormValues extends AddressFormValues {
  default_billing: boolean;
  default_shipping: boolean;
}

export const newAddressValues = (countryId: string, firstname: string): AddressBookFormValues => ({
  ...emptyAddressValues(countryId, firstname),
  default_billing: false,
  default_shipping: false,
});

export const editAddressValues = (address: CustomerAddress): AddressBookFormValues => ({
  ...addressValuesOf(address),
  default_billing: address.default_billing,
  default_shipping: address.default_shipping,
});

export const addressBookSchema = (countries: readonly Country[], strictPostcode: boolean, intl: IntlShape) =>
  object({
    ...addressFieldRules({ countries, strictPostcode, intl }),
    default_billing: boolean(),
    default_shipping: boolean(),
  });
