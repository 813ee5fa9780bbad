import { CUSTOMER_SECTION_TAG, KNOWN_SECTIONS, sectionTags } from './customer';
import { registrationGenApi } from './registration.gen';

/**
 * The availability check changes nothing; a successful registration signs the new customer in, so the header's
 * sections (customer, cart) reload like after a sign-in.
 */
export const registrationApi = registrationGenApi.enhanceEndpoints({
  addTagTypes: [CUSTOMER_SECTION_TAG],
  endpoints: {
    isEmailAvailable: { invalidatesTags: [] },
    registerCustomer: {
      invalidatesTags: (result) => (result?.success ? sectionTags(KNOWN_SECTIONS) : []),
    },
  },
});

export const { useIsEmailAvailableMutation, useRegisterCustomerMutation } = registrationApi;
export type { EmailAvailability, RegisterRequest, RegisterResult } from './registration.gen';
