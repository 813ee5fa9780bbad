import { defineMessages } from '../../common/i18n/define-messages';

/** The frame's words (namespace `app`). */
export const appMessages = defineMessages({
  // The first link of every page, for keyboard users: jumps past the header.
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Skip to content' },
  // The band shown once a new version of the shop has been downloaded (app/layout/UpdateBanner).
  updateAvailable: { id: 'app.updateAvailable', defaultMessage: 'A new version of the shop is available' },
  updateRefresh: { id: 'app.updateRefresh', defaultMessage: 'Refresh' },
});
