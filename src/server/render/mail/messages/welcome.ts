import { defineMessages } from '../../../../common/i18n/define-messages';

/** The welcome mail of a new account (namespace `mail`); brand: the house's name. */
export const welcomeMailMessages = defineMessages({
  subject: { id: 'mail.welcome.subject', defaultMessage: 'Welcome to {brand}' },
  dear: { id: 'mail.welcome.dear', defaultMessage: 'Dear {firstname} {lastname},' },
  // Follows the salutation, hence the lower-case start in English.
  body: {
    id: 'mail.welcome.body',
    defaultMessage:
      'welcome to {brand}. Your account is ready: follow your orders, keep your addresses and register your watches.',
  },
  signInHeading: { id: 'mail.welcome.signInHeading', defaultMessage: 'To sign in' },
  // email: the account's address; url: the sign-in page.
  signIn: {
    id: 'mail.welcome.signIn',
    defaultMessage: 'Use {email} and the password you chose at {url}',
  },
});
