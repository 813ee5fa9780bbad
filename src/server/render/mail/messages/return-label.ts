import { defineMessages } from '../../../../common/i18n/define-messages';

/** The return label mail (namespace `mail`); the PDF's own words are `labelPdf`. */
export const returnLabelMailMessages = defineMessages({
  // brand: the house's name; incrementId: the order number.
  subject: {
    id: 'mail.returnLabel.subject',
    defaultMessage: 'Your {brand} return label for order {incrementId}',
  },
  heading: { id: 'mail.returnLabel.heading', defaultMessage: 'Your return label' },
  dear: { id: 'mail.returnLabel.dear', defaultMessage: 'Dear {firstname} {lastname},' },
  body: {
    id: 'mail.returnLabel.body',
    defaultMessage:
      'Your return label for order {incrementId} is attached to this e-mail (tracking number {trackingNumber}). Print it, fix it on the parcel and hand the parcel to the carrier.',
  },
  // The plain-text version says it on two lines.
  attachedText: {
    id: 'mail.returnLabel.attachedText',
    defaultMessage:
      'Your return label for order {incrementId} is attached (tracking number {trackingNumber}).',
  },
  instructionsText: {
    id: 'mail.returnLabel.instructionsText',
    defaultMessage: 'Print it, fix it on the parcel and hand the parcel to the carrier.',
  },
  itemHeader: { id: 'mail.returnLabel.itemHeader', defaultMessage: 'Item' },
  qtyHeader: { id: 'mail.returnLabel.qtyHeader', defaultMessage: 'Qty' },
  downloadAgain: { id: 'mail.returnLabel.downloadAgain', defaultMessage: 'Download the label again' },
  downloadAgainText: {
    id: 'mail.returnLabel.downloadAgainText',
    defaultMessage: 'Download the label again: {url}',
  },
});
