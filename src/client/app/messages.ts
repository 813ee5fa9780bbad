import { defineMessages } from '../../common/i18n/define-messages';

/** The frame's words (namespace `app`). */
export const appMessages = defineMessages({
  // The first link of every page, for keyboard users: jumps past the header.
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Skip to content' },
});
