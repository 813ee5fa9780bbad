import { BRAND } from '../../../../config/stores';

/** What the registration answers say (the availability message shows under the e-mail field, spec 8). */
export const REGISTRATION_MESSAGES = {
  emailTaken:
    'There is already an account with this email address. Please sign in or use another email address.',
  registered: `Thank you for registering with ${BRAND.name}.`,
  invalidDob: 'Please enter a valid date of birth.',
} as const;
