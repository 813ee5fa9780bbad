import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The header links' count (namespace `common`, translated in src/common/i18n/translations/{language}/common.json).
 */
export const headerCountMessages = defineMessages({
  // The header links' count beside their word (compare, wishlist).
  headerCount: { id: 'common.headerCount', defaultMessage: '({count, number})' },
});
