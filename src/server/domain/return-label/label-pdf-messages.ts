import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The return label's printed words (namespace `labelPdf`). The label is drawn with the standard PDF fonts,
 * which know the Latin alphabets only: keep the French and German free of characters outside Windows-1252
 * (no narrow no-break space). The Japanese is used where the viewer draws it (the document's title); on the
 * page a label the font cannot draw is printed in English (see `label-pdf.ts`).
 */
export const labelPdfMessages = defineMessages({
  // The PDF's title, shown by the viewer.
  title: {
    id: 'labelPdf.title',
    defaultMessage: 'Return label {trackingNumber} - order {incrementId}',
  },
  // carrier: the carrier's name as configured ('postal').
  subtitle: { id: 'labelPdf.subtitle', defaultMessage: 'Return label - {carrier} prepaid return' },
  order: { id: 'labelPdf.order', defaultMessage: 'Order {incrementId}' },
  // Small capitals above the sender's address, the return address and the list of items.
  from: { id: 'labelPdf.from', defaultMessage: 'FROM' },
  to: { id: 'labelPdf.to', defaultMessage: 'TO' },
  items: { id: 'labelPdf.items', defaultMessage: 'ITEMS' },
  phone: { id: 'labelPdf.phone', defaultMessage: 'Phone {phone}' },
});
