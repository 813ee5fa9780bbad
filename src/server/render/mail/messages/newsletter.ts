import { defineMessages } from '../../../../common/i18n/define-messages';

/** The newsletter's double opt-in and unsubscription mails (namespace `mail`); brand: the house's name. */
export const newsletterMailMessages = defineMessages({
  confirmSubject: {
    id: 'mail.newsletter.confirmSubject',
    defaultMessage: 'Confirm your subscription to the {brand} newsletter',
  },
  confirmHeading: {
    id: 'mail.newsletter.confirmHeading',
    defaultMessage: 'Please confirm your subscription',
  },
  confirmIntro: {
    id: 'mail.newsletter.confirmIntro',
    defaultMessage:
      'Someone, we hope you, asked to receive the {brand} newsletter at this address: new collections, boutique events and stories from our workshop.',
  },
  // The plain-text version's shorter first line.
  confirmIntroText: {
    id: 'mail.newsletter.confirmIntroText',
    defaultMessage: 'Someone, we hope you, asked to receive the {brand} newsletter at this address.',
  },
  confirmButton: { id: 'mail.newsletter.confirmButton', defaultMessage: 'Confirm my subscription' },
  confirmLink: { id: 'mail.newsletter.confirmLink', defaultMessage: 'Confirm your subscription: {url}' },
  // days: how long the link works.
  confirmNote: {
    id: 'mail.newsletter.confirmNote',
    defaultMessage:
      'The link works once, for {days} days. If you did not ask for this, ignore this mail: you will not be subscribed.',
  },
  leftSubject: {
    id: 'mail.newsletter.leftSubject',
    defaultMessage: 'You have unsubscribed from the {brand} newsletter',
  },
  leftHeading: { id: 'mail.newsletter.leftHeading', defaultMessage: 'You have left our newsletter' },
  leftBody: {
    id: 'mail.newsletter.leftBody',
    defaultMessage: 'This address will no longer receive the {brand} newsletter.',
  },
  leftNote: {
    id: 'mail.newsletter.leftNote',
    defaultMessage: 'Not you, or changed your mind? You can subscribe again at any time.',
  },
  leftButton: { id: 'mail.newsletter.leftButton', defaultMessage: 'Subscribe again' },
  leftLink: {
    id: 'mail.newsletter.leftLink',
    defaultMessage: 'Not you, or changed your mind? Subscribe again: {url}',
  },
});
