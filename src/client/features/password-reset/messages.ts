import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * Magento's words for the forgotten-password pages (namespace `passwordReset`); the server's own answers are
 * shown as they come.
 */
export const passwordResetMessages = defineMessages({
  eyebrow: { id: 'passwordReset.eyebrow', defaultMessage: 'Your account' },
  // brand: the house's name. Page titles in the browser tab and descriptions for search engines.
  forgotDocumentTitle: {
    id: 'passwordReset.forgotDocumentTitle',
    defaultMessage: 'Forgot Your Password? | {brand}',
  },
  forgotDescription: {
    id: 'passwordReset.forgotDescription',
    defaultMessage: 'Ask for a link to choose a new password for your {brand} account.',
  },
  forgotTitle: { id: 'passwordReset.forgotTitle', defaultMessage: 'Forgot Your Password?' },
  forgotIntro: {
    id: 'passwordReset.forgotIntro',
    defaultMessage: 'Please enter your email address below to receive a password reset link.',
  },
  email: { id: 'passwordReset.email', defaultMessage: 'Email' },
  resetMyPassword: { id: 'passwordReset.resetMyPassword', defaultMessage: 'Reset My Password' },
  goBack: { id: 'passwordReset.goBack', defaultMessage: 'Go back' },
  linkValidity: {
    id: 'passwordReset.linkValidity',
    defaultMessage: 'The link is valid for one hour and works once.',
  },
  backToSignIn: { id: 'passwordReset.backToSignIn', defaultMessage: 'Back to sign-in' },

  createDocumentTitle: {
    id: 'passwordReset.createDocumentTitle',
    defaultMessage: 'Set a New Password | {brand}',
  },
  createDescription: {
    id: 'passwordReset.createDescription',
    defaultMessage: 'Choose a new password for your {brand} account.',
  },
  // The page's title and its button.
  setNewPassword: { id: 'passwordReset.setNewPassword', defaultMessage: 'Set a New Password' },
  signedOutEverywhere: {
    id: 'passwordReset.signedOutEverywhere',
    defaultMessage: 'For your security you have been signed out everywhere. Sign in with your new password.',
  },
  signIn: { id: 'passwordReset.signIn', defaultMessage: 'Sign in' },
  linkOnce: {
    id: 'passwordReset.linkOnce',
    defaultMessage: 'A link works once, for one hour. Ask for a new one below.',
  },
  requestNewLink: { id: 'passwordReset.requestNewLink', defaultMessage: 'Request a new link' },
  checkingLink: { id: 'passwordReset.checkingLink', defaultMessage: 'Checking your link…' },
  // min: the store's minimum number of characters.
  choosePassword: {
    id: 'passwordReset.choosePassword',
    defaultMessage: 'Choose a password of at least {min} characters.',
  },
  newPassword: { id: 'passwordReset.newPassword', defaultMessage: 'New Password' },
  confirmNewPassword: { id: 'passwordReset.confirmNewPassword', defaultMessage: 'Confirm New Password' },

  required: { id: 'passwordReset.required', defaultMessage: 'This is a required field.' },
  invalidEmail: {
    id: 'passwordReset.invalidEmail',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
  // min: the store's minimum number of characters.
  tooShort: {
    id: 'passwordReset.tooShort',
    defaultMessage:
      'Minimum length of this field must be equal or greater than {min} symbols. Leading and trailing spaces will be ignored.',
  },
  confirm: { id: 'passwordReset.confirm', defaultMessage: 'Please enter the same value again.' },
  unavailable: {
    id: 'passwordReset.unavailable',
    defaultMessage: 'We could not handle your request just now. Please try again later.',
  },
  expired: { id: 'passwordReset.expired', defaultMessage: 'Your password reset link has expired.' },
});
