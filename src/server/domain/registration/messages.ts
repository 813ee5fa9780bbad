import { BRAND } from '../../../../config/stores';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage, inEnglish } from '../i18n/api-message';

/** What the registration answers say (the availability message shows under the e-mail field, spec 8). */
export const REGISTRATION_TEXTS = defineMessages({
  emailTaken: {
    id: 'api.registration.emailTaken',
    defaultMessage:
      'There is already an account with this email address. Please sign in or use another email address.',
  },
  // `{brand}`: the watch house's name, as configured.
  registered: {
    id: 'api.registration.registered',
    defaultMessage: 'Thank you for registering with {brand}.',
  },
  invalidDob: { id: 'api.registration.invalidDob', defaultMessage: 'Please enter a valid date of birth.' },
  tooMany: {
    id: 'api.registration.tooMany',
    defaultMessage: 'Too many attempts from your network. Please try again in {retryAfterS} seconds.',
  },
});

export const registeredText = () => apiMessage(REGISTRATION_TEXTS.registered, { brand: BRAND.name });

/** Their English, as the English store answers them. */
export const REGISTRATION_MESSAGES = {
  emailTaken: inEnglish(REGISTRATION_TEXTS.emailTaken),
  registered: inEnglish(registeredText()),
  invalidDob: inEnglish(REGISTRATION_TEXTS.invalidDob),
} as const;
