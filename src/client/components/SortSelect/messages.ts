import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The listing's sort order (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const sortMessages = defineMessages({
  sortBy: { id: 'common.sortBy', defaultMessage: 'Sort by' },
});
