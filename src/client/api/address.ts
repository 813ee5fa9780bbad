import { addressGenApi } from './address.gen';
import { CUSTOMER_SECTION_TAG, sectionTags } from './customer';

/**
 * Whose book it is follows the signed-in customer: whatever makes the `customer` section stale (sign-in,
 * sign-out) makes the book stale too. Saves and deletes are a browser's form post and navigation (spec 7), so
 * the page that shows the book afterwards is a new load; nothing here mutates.
 */
const bookTags = ['address' as const, ...sectionTags(['customer'])];

export const addressApi = addressGenApi.enhanceEndpoints({
  addTagTypes: [CUSTOMER_SECTION_TAG],
  endpoints: {
    listCustomerAddresses: { providesTags: bookTags },
    getCustomerAddress: { providesTags: bookTags, keepUnusedDataFor: 0 },
  },
});

export const { useListCustomerAddressesQuery, useLazyGetCustomerAddressQuery } = addressApi;

export type { AddressBook, AddressForm, CustomerAddress } from './address.gen';
