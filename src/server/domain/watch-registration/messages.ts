/**
 * What the watch-registration answers say (the modal shows the server's message, spec 8). None of them tells
 * whose collection holds a watch.
 */
export const WATCH_REGISTRATION_MESSAGES = {
  unknownSerial: 'We could not find this serial number. Please check it and try again.',
  unknownCaseback: 'We could not find this case back number. Please check it and try again.',
  inYourCollection: 'This watch is already in your collection.',
  registeredElsewhere:
    'This watch is already registered to another account. Please contact us if you believe this is a mistake.',
  /** A guest cannot be told "another account": it may be their own, once they sign in. */
  alreadyRegistered:
    'This watch is already registered. Sign in to find it in your collection, or contact us if you believe this is a mistake.',
  checkAgain: "Please check your watch's number again before adding it to your collection.",
  registered: 'Your watch has been added to your collection.',
  signInFirst: 'Please sign in or create an account to register your watch.',
  wrongStore: 'The store does not match this page. Please refresh the page.',
} as const;
