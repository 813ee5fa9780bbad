import { defineMessages } from '../i18n/define-messages';

/** Why a custom option is refused (`custom-option-rules.ts`), in the words of the product page and the API. */
export const CUSTOM_OPTION_MESSAGES = defineMessages({
  conditionsNotAccepted: {
    id: 'rules.customOption.conditionsNotAccepted',
    defaultMessage: 'Please accept the engraving conditions to have your watch engraved.',
  },
  conditionsAnswer: {
    id: 'rules.customOption.conditionsAnswer',
    defaultMessage: 'The engraving conditions are answered with accept or deny.',
  },
  // character: the one character the engraver cannot cut. The gift message's check reads the same (spec 8).
  character: {
    id: 'rules.customOption.unsupportedCharacter',
    defaultMessage: 'Character ({character}) is not currently supported.',
  },
  // title: the option's title in the store's language.
  tooLong: { id: 'rules.customOption.tooLong', defaultMessage: '{title}: at most {max, number} characters.' },
  required: { id: 'rules.customOption.required', defaultMessage: '{title} is required.' },
  notAChoice: {
    id: 'rules.customOption.notAChoice',
    defaultMessage: 'Choose one of the offered values of {title}.',
  },
  // option: the option's code as the request gave it.
  unknown: { id: 'rules.customOption.unknown', defaultMessage: 'This product has no option "{option}".' },
  twice: { id: 'rules.customOption.twice', defaultMessage: 'The option "{option}" is given twice.' },
});
