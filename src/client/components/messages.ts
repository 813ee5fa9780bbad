import { defineMessages } from '../../common/i18n/define-messages';

/**
 * The words several components and pages share (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json). Each shared component has its own beside it
 * (`components/{Component}/messages.ts`), so a page's first view carries only the words of what it shows; the
 * lib's are in lib/messages.ts.
 */
export const commonMessages = defineMessages({
  // A document title: the page, then the house's name.
  pageTitle: { id: 'common.pageTitle', defaultMessage: '{page} | {brand}' },
});
