import { defineMessages } from '../../../common/i18n/define-messages';

export const languageChoiceMessages = defineMessages({
  // The group's name for screen readers: the languages the shopper's country is sold in.
  label: { id: 'languageChoice.label', defaultMessage: 'Language' },
});
