import { defineMessages } from '../../../common/i18n/define-messages';

/** The contact page's words (namespace `contact`; Magento's where it has them). */
export const contactMessages = defineMessages({
  // brand: the house's name. Page title in the browser tab and description for search engines.
  documentTitle: { id: 'contact.documentTitle', defaultMessage: 'Contact us | {brand}' },
  description: {
    id: 'contact.description',
    defaultMessage: 'Write to {brand}: questions about a watch, its service or an order.',
  },
  eyebrow: { id: 'contact.eyebrow', defaultMessage: 'Client service' },
  title: { id: 'contact.title', defaultMessage: 'Contact us' },
  lead: {
    id: 'contact.lead',
    defaultMessage:
      'A question about a watch, its service or an order? Write to us and our client advisors will answer.',
  },
  formLabel: { id: 'contact.formLabel', defaultMessage: 'Contact form' },
  name: { id: 'contact.name', defaultMessage: 'Name' },
  email: { id: 'contact.email', defaultMessage: 'Email' },
  telephone: { id: 'contact.telephone', defaultMessage: 'Phone Number' },
  comment: { id: 'contact.comment', defaultMessage: "What's on your mind?" },
  // The label of a hidden trap field that robots fill and people never see.
  trap: { id: 'contact.trap', defaultMessage: 'Leave this empty' },
  submit: { id: 'contact.submit', defaultMessage: 'Submit' },
  required: { id: 'contact.required', defaultMessage: 'This is a required field.' },
  invalidEmail: { id: 'contact.invalidEmail', defaultMessage: 'Please enter a valid email address.' },
  invalidTelephone: { id: 'contact.invalidTelephone', defaultMessage: 'Please enter a valid phone number.' },
  // max: the number of characters allowed.
  tooLong: { id: 'contact.tooLong', defaultMessage: 'Please enter {max} characters or fewer.' },
  failed: { id: 'contact.failed', defaultMessage: 'An error occurred' },
  // Magento's confirmation, shown when the server gives none.
  thanks: {
    id: 'contact.thanks',
    defaultMessage:
      "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
  },
});
