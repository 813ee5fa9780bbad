import { defineMessages } from '../../../common/i18n/define-messages';
import { inEnglish } from '../i18n/api-message';

/**
 * What the watch-registration answers say (the modal shows the server's message, spec 8). None of them tells
 * whose collection holds a watch.
 */
export const WATCH_REGISTRATION_TEXTS = defineMessages({
  unknownSerial: {
    id: 'api.watchRegistration.unknownSerial',
    defaultMessage: 'We could not find this serial number. Please check it and try again.',
  },
  unknownCaseback: {
    id: 'api.watchRegistration.unknownCaseback',
    defaultMessage: 'We could not find this case back number. Please check it and try again.',
  },
  inYourCollection: {
    id: 'api.watchRegistration.inYourCollection',
    defaultMessage: 'This watch is already in your collection.',
  },
  registeredElsewhere: {
    id: 'api.watchRegistration.registeredElsewhere',
    defaultMessage:
      'This watch is already registered to another account. Please contact us if you believe this is a mistake.',
  },
  // A guest cannot be told "another account": it may be their own, once they sign in.
  alreadyRegistered: {
    id: 'api.watchRegistration.alreadyRegistered',
    defaultMessage:
      'This watch is already registered. Sign in to find it in your collection, or contact us if you believe this is a mistake.',
  },
  checkAgain: {
    id: 'api.watchRegistration.checkAgain',
    defaultMessage: "Please check your watch's number again before adding it to your collection.",
  },
  registered: {
    id: 'api.watchRegistration.registered',
    defaultMessage: 'Your watch has been added to your collection.',
  },
  signInFirst: {
    id: 'api.watchRegistration.signInFirst',
    defaultMessage: 'Please sign in or create an account to register your watch.',
  },
  wrongStore: {
    id: 'api.watchRegistration.wrongStore',
    defaultMessage: 'The store does not match this page. Please refresh the page.',
  },
});

/** Their English, as the English store answers them. */
export const WATCH_REGISTRATION_MESSAGES = Object.fromEntries(
  Object.entries(WATCH_REGISTRATION_TEXTS).map(([key, text]) => [key, inEnglish(text)]),
) as Record<keyof typeof WATCH_REGISTRATION_TEXTS, string>;
