import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The listing's filters (namespace `common`, translated in src/common/i18n/translations/{language}/common.json).
 */
export const filterMessages = defineMessages({
  nowShoppingBy: { id: 'common.nowShoppingBy', defaultMessage: 'Now shopping by' },
  // label: the filter (Dial colour); value: the chosen option (Silver).
  removeFilter: { id: 'common.removeFilter', defaultMessage: 'Remove {label}: {value}' },
  // An active filter's name before its value ('Dial colour: Silver').
  activeFilterLabel: { id: 'common.activeFilterLabel', defaultMessage: '{label}:' },
  clearAll: { id: 'common.clearAll', defaultMessage: 'Clear all' },
  // After an option's name, for screen readers: how many products it has.
  optionCount: {
    id: 'common.optionCount',
    defaultMessage: '({count, plural, one {# product} other {# products}})',
  },
  filter: { id: 'common.filter', defaultMessage: 'Filter' },
  filterActive: { id: 'common.filterActive', defaultMessage: 'Filter ({count, number})' },
  filterBy: { id: 'common.filterBy', defaultMessage: 'Filter by' },
  closeFilters: { id: 'common.closeFilters', defaultMessage: 'Close filters' },
  showProducts: {
    id: 'common.showProducts',
    defaultMessage: '{count, plural, one {Show # product} other {Show # products}}',
  },
  filterReset: { id: 'common.filterReset', defaultMessage: 'Filter was successfully reset' },
});
