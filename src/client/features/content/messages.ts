import { defineMessages } from '../../../common/i18n/define-messages';

/** The stories' words (namespace `content`); the stories themselves come from the catalogue's data. */
export const contentMessages = defineMessages({
  eyebrow: { id: 'content.eyebrow', defaultMessage: 'Stories' },
  // Above the watches a story features.
  related: { id: 'content.related', defaultMessage: 'In this story' },
  more: { id: 'content.more', defaultMessage: 'More stories' },
});
