import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The return label's printed words (namespace `labelPdf`). English, French and German are drawn with Helvetica,
 * a standard PDF font that knows the Latin alphabets only (WinAnsi): keep the French and German free of
 * characters outside Windows-1252 (no narrow no-break space). Japanese is drawn with the committed Noto Sans JP
 * subset (`label-fonts.ts`): kana, CJK punctuation, full-width forms and the JIS X 0208 kanji.
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
