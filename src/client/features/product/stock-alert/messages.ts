import { defineMessages } from '../../../../common/i18n/define-messages';

/** The back-in-stock alert (namespace `product`, the `stockAlert` part). */
export const stockAlertMessages = defineMessages({
  title: { id: 'product.stockAlert.title', defaultMessage: 'Back-in-stock alert' },
  intro: {
    id: 'product.stockAlert.intro',
    defaultMessage:
      'This piece is sold out for now. Leave your e-mail address and we will write to you as soon as it returns.',
  },
  email: { id: 'product.stockAlert.email', defaultMessage: 'Email' },
  newsletter: { id: 'product.stockAlert.newsletter', defaultMessage: 'Subscribe to our newsletter' },
  submit: { id: 'product.stockAlert.submit', defaultMessage: 'Notify me' },
  required: { id: 'product.stockAlert.required', defaultMessage: 'This is a required field.' },
  invalidEmail: {
    id: 'product.stockAlert.invalidEmail',
    defaultMessage: 'Please enter a valid email address.',
  },
  failed: { id: 'product.stockAlert.failed', defaultMessage: 'An error occurred!' },
  // name: the watch.
  subscribed: {
    id: 'product.stockAlert.subscribed',
    defaultMessage: 'You are subscribed: we will e-mail you as soon as {name} is back in stock.',
  },
});
