import { defineMessages } from '../../../common/i18n/define-messages';
/** Magento's newsletter messages, where Magento has one; the same words whatever the address's state. */
export const NEWSLETTER_MESSAGES = defineMessages({
  // A guest (or another address than the account's): the mail with the link is on its way.
  confirmationSent: {
    id: 'api.newsletter.confirmationSent',
    defaultMessage: 'The confirmation request has been sent.',
  },
  // The signed-in customer's own address: subscribed at once, as Magento does for its own subscriptions.
  subscribed: { id: 'api.newsletter.subscribed', defaultMessage: 'Thank you for your subscription.' },
  confirmed: { id: 'api.newsletter.confirmed', defaultMessage: 'Your subscription has been confirmed.' },
  invalidCode: {
    id: 'api.newsletter.invalidCode',
    defaultMessage: 'This is an invalid subscription confirmation code.',
  },
  unsubscribed: { id: 'api.newsletter.unsubscribed', defaultMessage: 'You unsubscribed.' },
  preferenceSaved: {
    id: 'api.newsletter.preferenceSaved',
    defaultMessage: 'We have saved the subscription.',
  },
  preferenceRemoved: {
    id: 'api.newsletter.preferenceRemoved',
    defaultMessage: 'We have removed the newsletter subscription.',
  },
  invalidDob: { id: 'api.newsletter.invalidDob', defaultMessage: 'Please enter a valid date of birth.' },
  signIn: {
    id: 'api.newsletter.signIn',
    defaultMessage: 'Please sign in to manage your e-mail preferences.',
  },
  tooMany: {
    id: 'api.newsletter.tooMany',
    defaultMessage: 'Too many newsletter requests. Please try again in {retryAfterS} seconds.',
  },
});
