import type { CustomerAddress } from '../../api/address';
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
