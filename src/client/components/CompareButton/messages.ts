import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The add-to-compare button (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const compareButtonMessages = defineMessages({
  compareAdd: { id: 'common.compareAdd', defaultMessage: 'Add to compare' },
  compareAddFor: { id: 'common.compareAddFor', defaultMessage: 'Add to compare: {name}' },
  compareIn: { id: 'common.compareIn', defaultMessage: 'In comparison' },
  compareInFor: { id: 'common.compareInFor', defaultMessage: 'In comparison: {name}' },
  compareLink: { id: 'common.compareLink', defaultMessage: 'Compare' },
  compareFailed: {
    id: 'common.compareFailed',
    defaultMessage: 'Something went wrong with your request. Please try again later.',
  },
});
