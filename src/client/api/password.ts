import { CUSTOMER_SECTION_TAG, KNOWN_SECTIONS, sectionTags } from './customer';
import { passwordGenApi } from './password.gen';

/**
 * The forgotten password. A request changes nothing the shop shows; a new password ends the customer's
 * sessions (this browser's too when it was signed in as them), so the sections are read again. The link's
 * check is never cached: each one asks the server, whose answer changes once the link is used.
 */
export const passwordApi = passwordGenApi.enhanceEndpoints({
  addTagTypes: [CUSTOMER_SECTION_TAG],
  endpoints: {
    requestPasswordReset: { invalidatesTags: [] },
    checkPasswordResetToken: { providesTags: [], keepUnusedDataFor: 0 },
    resetPassword: {
      invalidatesTags: (result) => (result && !result.errors ? sectionTags(KNOWN_SECTIONS) : []),
    },
  },
});

export const { useRequestPasswordResetMutation, useCheckPasswordResetTokenQuery, useResetPasswordMutation } =
  passwordApi;

export type { NewPasswordResult, PasswordResetRequested } from './password.gen';
