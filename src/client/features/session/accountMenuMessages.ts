import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The header's account menu's words (namespace `session`), on every page: apart from the sign-in page's
 * (messages.ts), which come with its chunk. The sign-in form and page use the two they share.
 */
export const accountMenuMessages = defineMessages({
  signIn: { id: 'session.signIn', defaultMessage: 'Sign in' },
  createAccount: { id: 'session.createAccount', defaultMessage: 'Create an account' },
  // The header's greeting of a signed-in customer (first name).
  hello: { id: 'session.hello', defaultMessage: 'Hello, {name}' },
  myAccount: { id: 'session.myAccount', defaultMessage: 'My Account' },
  signOut: { id: 'session.signOut', defaultMessage: 'Sign out' },
  signOutFailed: { id: 'session.signOutFailed', defaultMessage: 'Could not sign you out. Please try again.' },
});
