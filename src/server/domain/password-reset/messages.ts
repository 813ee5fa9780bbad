import { defineMessages } from '../../../common/i18n/define-messages';
/** Magento's words for the forgotten-password flow, shared by the domain, its mail and the tests. */
export const PASSWORD_RESET_MESSAGES = defineMessages({
  requested: {
    id: 'api.passwordReset.requested',
    defaultMessage:
      'If there is an account associated with {email} you will receive an email with a link to reset your password.',
  },
  expired: { id: 'api.passwordReset.expired', defaultMessage: 'Your password reset link has expired.' },
  updated: { id: 'api.passwordReset.updated', defaultMessage: 'You updated your password.' },
  mismatch: {
    id: 'api.passwordReset.mismatch',
    defaultMessage: "New Password and Confirm New Password values didn't match.",
  },
  tooShort: {
    id: 'api.passwordReset.tooShort',
    defaultMessage: 'Minimum length of this field must be equal or greater than {min} symbols.',
  },
  tooManyRequests: {
    id: 'api.passwordReset.tooManyRequests',
    defaultMessage: 'Too many password reset requests. Please try again in {retryAfterS} seconds.',
  },
  tooManyAttempts: {
    id: 'api.passwordReset.tooManyAttempts',
    defaultMessage: 'Too many attempts with password reset links. Please try again in {retryAfterS} seconds.',
  },
});
