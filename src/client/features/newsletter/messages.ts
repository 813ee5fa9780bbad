import { defineMessages } from '../../../common/i18n/define-messages';

/** The newsletter pages' words (namespace `newsletter`); the server's answers are shown as they come. */
export const newsletterMessages = defineMessages({
  eyebrow: { id: 'newsletter.eyebrow', defaultMessage: 'Newsletter' },
  email: { id: 'newsletter.email', defaultMessage: 'Email' },
  required: { id: 'newsletter.required', defaultMessage: 'This is a required field.' },
  invalidEmail: { id: 'newsletter.invalidEmail', defaultMessage: 'Please enter a valid email address.' },
  dateRange: { id: 'newsletter.dateRange', defaultMessage: 'Please choose a date within the allowed range.' },
  // Spec 8: what a failed call says when the server gave no message.
  failed: { id: 'newsletter.failed', defaultMessage: 'An error occurred' },

  // brand: the house's name. Page title in the browser tab and description for search engines.
  subscribeDocumentTitle: { id: 'newsletter.subscribeDocumentTitle', defaultMessage: 'Newsletter | {brand}' },
  subscribeDescription: {
    id: 'newsletter.subscribeDescription',
    defaultMessage:
      'Receive the {brand} newsletter: new collections, boutique events and stories from the workshop.',
  },
  subscribeTitle: { id: 'newsletter.subscribeTitle', defaultMessage: 'Stay in touch with the maison' },
  subscribeLead: {
    id: 'newsletter.subscribeLead',
    defaultMessage: 'New collections, boutique events and stories from our workshop, a few times a year.',
  },
  subscribeFormLabel: { id: 'newsletter.subscribeFormLabel', defaultMessage: 'Subscribe to the newsletter' },
  loadingForm: { id: 'newsletter.loadingForm', defaultMessage: 'Loading the newsletter form…' },
  alreadySubscribed: {
    id: 'newsletter.alreadySubscribed',
    defaultMessage: "This browser's address is subscribed to our newsletter.",
  },
  subscribe: { id: 'newsletter.subscribe', defaultMessage: 'Subscribe' },

  optionalToggle: { id: 'newsletter.optionalToggle', defaultMessage: 'Tell us more about you (optional)' },
  firstname: { id: 'newsletter.firstname', defaultMessage: 'First name' },
  lastname: { id: 'newsletter.lastname', defaultMessage: 'Last name' },
  gender: { id: 'newsletter.gender', defaultMessage: 'Gender' },
  genderFemale: { id: 'newsletter.genderFemale', defaultMessage: 'Female' },
  genderMale: { id: 'newsletter.genderMale', defaultMessage: 'Male' },
  genderNotSpecified: { id: 'newsletter.genderNotSpecified', defaultMessage: 'Not specified' },
  // The empty first choice of a list.
  pleaseSelect: { id: 'newsletter.pleaseSelect', defaultMessage: 'Please select' },
  dob: { id: 'newsletter.dob', defaultMessage: 'Date of birth' },
  // date: an example date written the store's way (31/12/1990).
  dobHint: { id: 'newsletter.dobHint', defaultMessage: 'For example {date}' },
  country: { id: 'newsletter.country', defaultMessage: 'Country' },

  unsubscribeDocumentTitle: {
    id: 'newsletter.unsubscribeDocumentTitle',
    defaultMessage: 'Unsubscribe | {brand}',
  },
  unsubscribeDescription: {
    id: 'newsletter.unsubscribeDescription',
    defaultMessage: 'Stop receiving the {brand} newsletter.',
  },
  // The page's title and its button.
  unsubscribe: { id: 'newsletter.unsubscribe', defaultMessage: 'Unsubscribe' },
  unsubscribeLead: {
    id: 'newsletter.unsubscribeLead',
    defaultMessage: 'Enter your address and we will stop writing to it.',
  },
  unsubscribeFormLabel: {
    id: 'newsletter.unsubscribeFormLabel',
    defaultMessage: 'Unsubscribe from the newsletter',
  },

  confirmDocumentTitle: {
    id: 'newsletter.confirmDocumentTitle',
    defaultMessage: 'Newsletter confirmation | {brand}',
  },
  confirmDescription: {
    id: 'newsletter.confirmDescription',
    defaultMessage: 'Confirm your newsletter subscription.',
  },
  confirmTitle: { id: 'newsletter.confirmTitle', defaultMessage: 'Your subscription' },
  confirmLabel: { id: 'newsletter.confirmLabel', defaultMessage: 'Newsletter confirmation' },
  confirming: { id: 'newsletter.confirming', defaultMessage: 'Confirming your subscription…' },
  invalidCode: {
    id: 'newsletter.invalidCode',
    defaultMessage: 'This is an invalid subscription confirmation code.',
  },
  continueShopping: { id: 'newsletter.continueShopping', defaultMessage: 'Continue to the boutique' },
  subscribeAgain: { id: 'newsletter.subscribeAgain', defaultMessage: 'Subscribe again' },

  manageDocumentTitle: {
    id: 'newsletter.manageDocumentTitle',
    defaultMessage: 'E-mail preferences | {brand}',
  },
  manageDescription: {
    id: 'newsletter.manageDescription',
    defaultMessage: 'Choose which e-mails the maison sends you.',
  },
  manageEyebrow: { id: 'newsletter.manageEyebrow', defaultMessage: 'Your account' },
  // The page's title and the panel's.
  preferences: { id: 'newsletter.preferences', defaultMessage: 'E-mail preferences' },
  manageSignIn: {
    id: 'newsletter.manageSignIn',
    defaultMessage: 'Please sign in to manage your e-mail preferences.',
  },
  signIn: { id: 'newsletter.signIn', defaultMessage: 'Sign in' },
  loadingPreferences: {
    id: 'newsletter.loadingPreferences',
    defaultMessage: 'Loading your e-mail preferences…',
  },
  newsletter: { id: 'newsletter.newsletter', defaultMessage: 'Newsletter' },
  // email: the customer's e-mail address.
  subscribedAt: { id: 'newsletter.subscribedAt', defaultMessage: 'You receive our newsletter at {email}.' },
  notSubscribedAt: {
    id: 'newsletter.notSubscribedAt',
    defaultMessage: 'You do not receive our newsletter at {email}.',
  },
  editPreferences: { id: 'newsletter.editPreferences', defaultMessage: 'Edit e-mail preferences' },
  // email: the customer's e-mail address, shown in bold (<strong>).
  preferencesIntro: {
    id: 'newsletter.preferencesIntro',
    defaultMessage:
      'Our newsletter is sent to <strong>{email}</strong> a few times a year: new collections, boutique events and stories from our workshop.',
  },
  agreement: {
    id: 'newsletter.agreement',
    defaultMessage: 'I agree to receive the newsletter (general subscription)',
  },
  done: { id: 'newsletter.done', defaultMessage: 'Done' },
});
