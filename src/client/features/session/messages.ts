import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The sign-in page's and form's words (namespace `session`): apart from the sign-in's schema (yup), and from the
 * account menu's (accountMenuMessages.ts, on every page), so that neither comes into every page's first view.
 */
export const sessionMessages = defineMessages({
  required: { id: 'session.required', defaultMessage: 'This is a required field.' },
  email: {
    id: 'session.email',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
  unavailable: {
    id: 'session.unavailable',
    defaultMessage: 'Could not authenticate. Please try again later',
  },
  verifying: {
    id: 'session.verifying',
    defaultMessage:
      'Verifying… For your security, a quick check runs in your browser before you are signed in.',
  },
  emailLabel: { id: 'session.emailLabel', defaultMessage: 'Email' },
  passwordLabel: { id: 'session.passwordLabel', defaultMessage: 'Password' },
  // After a star, which marks the required fields.
  requiredFields: { id: 'session.requiredFields', defaultMessage: 'Required fields' },
  forgotPassword: { id: 'session.forgotPassword', defaultMessage: 'Forgot Your Password?' },
  pageTitle: { id: 'session.pageTitle', defaultMessage: 'Customer sign-in' },
  // The sign-in page's description for search engines; brand: the house's name.
  pageDescription: {
    id: 'session.pageDescription',
    defaultMessage: 'Sign in to your {brand} account to follow your orders and your watches.',
  },
  eyebrow: { id: 'session.eyebrow', defaultMessage: 'Your account' },
  registered: { id: 'session.registered', defaultMessage: 'Registered customers' },
  // name: the customer's full name or e-mail address; link: the way back to the shop.
  signedInAs: {
    id: 'session.signedInAs',
    defaultMessage: 'You are signed in as {name}. <link>Continue to the boutique</link>',
  },
  intro: { id: 'session.intro', defaultMessage: 'If you have an account, sign in with your email address.' },
  newCustomers: { id: 'session.newCustomers', defaultMessage: 'New customers' },
  benefits: {
    id: 'session.benefits',
    defaultMessage:
      'Creating an account has many benefits: check out faster, keep more than one address, track orders and register your watches.',
  },
});
