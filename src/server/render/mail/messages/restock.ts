import { defineMessages } from '../../../../common/i18n/define-messages';

/** The back-in-stock mail (namespace `mail`); name: the product's name, brand: the house's. */
export const restockMailMessages = defineMessages({
  subject: { id: 'mail.restock.subject', defaultMessage: 'Back in stock: {name}' },
  heading: { id: 'mail.restock.heading', defaultMessage: '{name} is back in stock' },
  // The plain-text version's first line: the heading as a sentence.
  firstLine: { id: 'mail.restock.firstLine', defaultMessage: '{name} is back in stock.' },
  body: {
    id: 'mail.restock.body',
    defaultMessage:
      'You asked us to write when it was available again: it is, today. Our pieces are made in small numbers, so we cannot hold it for you.',
  },
  reference: { id: 'mail.restock.reference', defaultMessage: 'Reference {sku}' },
  viewButton: { id: 'mail.restock.viewButton', defaultMessage: 'View in the shop' },
  viewLink: { id: 'mail.restock.viewLink', defaultMessage: 'View it in the shop: {url}' },
  singleAlert: {
    id: 'mail.restock.singleAlert',
    defaultMessage: 'This was a single alert: {brand} will not write to you about this product again.',
  },
});
