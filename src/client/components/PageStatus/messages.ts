import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * A page's loading and failure states (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const pageStatusMessages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  loadFailed: {
    id: 'common.loadFailed',
    defaultMessage: 'We could not load this page. Please try again in a moment.',
  },
  tryAgain: { id: 'common.tryAgain', defaultMessage: 'Try again' },
});
