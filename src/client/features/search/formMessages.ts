import { defineMessages } from '../../../common/i18n/define-messages';

/** The search form's words (namespace `search`): in the header of every page, apart from the results' words. */
export const searchFormMessages = defineMessages({
  inputLabel: { id: 'search.inputLabel', defaultMessage: 'Search the catalogue' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search watches, collections…' },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
});
