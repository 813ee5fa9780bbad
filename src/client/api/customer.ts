import { customerGenApi } from './customer.gen';

/**
 * Customer-data sections are cached per section name, so that the `section_data_clean` cookie (and sign-in,
 * sign-out) can invalidate exactly the sections it names.
 */
export const CUSTOMER_SECTION_TAG = 'CustomerSection';
/**
 * The sections the header reads through `loadCustomerSections`. The server's third, `wishlist`, is read through
 * `getWishlist` (api/wishlist.ts), which provides the `wishlist` section tag: a `section_data_clean` naming it
 * (after a wishlist add or remove) reloads the list. The allowed names come from `customer.section_names`.
 */
export const KNOWN_SECTIONS = ['customer', 'cart'] as const;
/** What the header reads on every page: one request for both. */
export const HEADER_SECTIONS = KNOWN_SECTIONS.join(',');

export const sectionTags = (names: readonly string[]) =>
  names.map((id) => ({ type: CUSTOMER_SECTION_TAG, id }) as const);

export const customerApi = customerGenApi.enhanceEndpoints({
  addTagTypes: [CUSTOMER_SECTION_TAG],
  endpoints: {
    loadCustomerSections: {
      providesTags: (_result, _error, arg) => sectionTags(arg.sections.split(',')),
    },
    // A wrong password changes nothing on the server, so only a real sign-in reloads the sections.
    loginCustomer: {
      invalidatesTags: (result) => (result && !result.errors ? sectionTags(KNOWN_SECTIONS) : []),
    },
    logoutCustomer: {
      invalidatesTags: (result) => (result ? sectionTags(KNOWN_SECTIONS) : []),
    },
  },
});

export const { useLoadCustomerSectionsQuery, useLoginCustomerMutation, useLogoutCustomerMutation } =
  customerApi;

export type { CartSection, CustomerSection, CustomerSections, LoginResult } from './customer.gen';
