import { defineMessages } from '../../../../common/i18n/define-messages';

/**
 * The shop's copy of a contact form (namespace `mail`), written in the language of the store it was sent from:
 * the team of that country reads it. name: the sender's name.
 */
export const contactMailMessages = defineMessages({
  subject: { id: 'mail.contact.subject', defaultMessage: 'Contact form: {name}' },
  // brand: the house's name; storeCode: the store view's code ('fr-ch').
  source: { id: 'mail.contact.source', defaultMessage: '{brand} · contact page ({storeCode})' },
  sourceText: {
    id: 'mail.contact.sourceText',
    defaultMessage: 'A message from the {brand} contact page (store {storeCode}).',
  },
  heading: { id: 'mail.contact.heading', defaultMessage: 'A message from {name}' },
  name: { id: 'mail.contact.name', defaultMessage: 'Name' },
  email: { id: 'mail.contact.email', defaultMessage: 'Email' },
  telephone: { id: 'mail.contact.telephone', defaultMessage: 'Telephone' },
  // The plain-text version's lines: a label and the sender's value.
  nameLine: { id: 'mail.contact.nameLine', defaultMessage: 'Name: {value}' },
  emailLine: { id: 'mail.contact.emailLine', defaultMessage: 'Email: {value}' },
  telephoneLine: { id: 'mail.contact.telephoneLine', defaultMessage: 'Telephone: {value}' },
  replyTo: { id: 'mail.contact.replyTo', defaultMessage: 'Reply to: {email}' },
});
