import { defineMessages } from '../../../common/i18n/define-messages';

/** The compare page's words (namespace `compare`), with its chunk; the header link's are in linkTexts.ts. */
export const compareMessages = defineMessages({
  title: { id: 'compare.title', defaultMessage: 'Compare Products' },
  // The page's description for search engines and shared links; brand: the house's name.
  description: {
    id: 'compare.description',
    defaultMessage: 'Compare {brand} watches side by side: prices, movements, cases and dials.',
  },
  empty: { id: 'compare.empty', defaultMessage: 'You have no items to compare.' },
  discover: { id: 'compare.discover', defaultMessage: 'Discover the watches' },
  clearAll: { id: 'compare.clearAll', defaultMessage: 'Clear all' },
  // How full the list is: '2 of 4 products'.
  count: {
    id: 'compare.count',
    defaultMessage: '{count, number} of {max, plural, one {# product} other {# products}}',
  },
  removed: { id: 'compare.removed', defaultMessage: '{name} was removed from the comparison.' },
  cleared: { id: 'compare.cleared', defaultMessage: 'Every product was removed from the comparison.' },
  tableLabel: { id: 'compare.tableLabel', defaultMessage: 'Products side by side' },
  caption: {
    id: 'compare.caption',
    defaultMessage:
      '{count, plural, one {# product compared side by side} other {# products compared side by side}}',
  },
  // A column's button; the product's name follows for screen readers only.
  remove: { id: 'compare.remove', defaultMessage: 'Remove <hidden>{name}</hidden>' },
  price: { id: 'compare.price', defaultMessage: 'Price' },
  availability: { id: 'compare.availability', defaultMessage: 'Availability' },
  inStock: { id: 'compare.inStock', defaultMessage: 'In stock' },
  outOfStock: { id: 'compare.outOfStock', defaultMessage: 'Out of stock' },
  // A product without the attribute, for screen readers (a dash is shown).
  notApplicable: { id: 'compare.notApplicable', defaultMessage: 'Not applicable' },
});
