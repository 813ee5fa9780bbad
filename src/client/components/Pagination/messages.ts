import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The listing's pages (namespace `common`, translated in src/common/i18n/translations/{language}/common.json).
 */
export const paginationMessages = defineMessages({
  pagination: { id: 'common.pagination', defaultMessage: 'Pagination' },
  previous: { id: 'common.previous', defaultMessage: 'Previous' },
  next: { id: 'common.next', defaultMessage: 'Next' },
  page: { id: 'common.page', defaultMessage: 'Page {page, number}' },
});
