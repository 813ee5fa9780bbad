import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The breadcrumb trail (namespace `common`, translated in src/common/i18n/translations/{language}/common.json).
 */
export const breadcrumbMessages = defineMessages({
  // The breadcrumb trail's accessible name.
  breadcrumb: { id: 'common.breadcrumb', defaultMessage: 'Breadcrumb' },
  home: { id: 'common.home', defaultMessage: 'Home' },
});
