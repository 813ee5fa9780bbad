import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * Labels the server puts in its answers beside data (a form input's label, a comparison row, a product page
 * filter), for the client to show as they are: in the store's language.
 */
export const SERVER_LABELS = defineMessages({
  returnLabelPhone: { id: 'labels.returnLabel.phone', defaultMessage: 'Phone number for the carrier' },
  compareCollection: { id: 'labels.compare.collection', defaultMessage: 'Collection' },
  compareCaseSize: { id: 'labels.compare.caseSize', defaultMessage: 'Case size' },
  compareDialColours: { id: 'labels.compare.dialColours', defaultMessage: 'Dial colours' },
  // collection: the collection's name (the house's own, not translated).
  variationsCollection: { id: 'labels.variations.collection', defaultMessage: 'The {collection} collection' },
});
