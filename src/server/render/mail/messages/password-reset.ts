import { defineMessages } from '../../../../common/i18n/define-messages';

/** The password reset mail (namespace `mail`); brand: the house's name. */
export const passwordResetMailMessages = defineMessages({
  subject: { id: 'mail.passwordReset.subject', defaultMessage: 'Reset your {brand} password' },
  heading: { id: 'mail.passwordReset.heading', defaultMessage: 'Set a new password' },
  dear: { id: 'mail.passwordReset.dear', defaultMessage: 'Dear {firstname},' },
  // minutes: how long the link works.
  body: {
    id: 'mail.passwordReset.body',
    defaultMessage:
      'We received a request to reset the password of your {brand} account. Choose a new one within the next {minutes} minutes; the link works once.',
  },
  // The plain-text version: the link follows on its own line.
  bodyText: {
    id: 'mail.passwordReset.bodyText',
    defaultMessage:
      'We received a request to reset the password of your {brand} account. Choose a new one within the next {minutes} minutes; the link works once:',
  },
  button: { id: 'mail.passwordReset.button', defaultMessage: 'Set a new password' },
  copyLink: {
    id: 'mail.passwordReset.copyLink',
    defaultMessage: 'If the button does not open, copy this address into your browser:',
  },
  notYou: {
    id: 'mail.passwordReset.notYou',
    defaultMessage: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
});
