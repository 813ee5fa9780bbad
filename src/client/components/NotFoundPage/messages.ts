import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The not-found page (namespace `common`, translated in src/common/i18n/translations/{language}/common.json).
 */
export const notFoundMessages = defineMessages({
  notFoundTitle: { id: 'common.notFoundTitle', defaultMessage: 'Page not found' },
  notFoundDescription: {
    id: 'common.notFoundDescription',
    defaultMessage: 'This page of {brand} does not exist.',
  },
  error404: { id: 'common.error404', defaultMessage: 'Error 404' },
  notFoundText: {
    id: 'common.notFoundText',
    defaultMessage:
      'The page you were looking for has moved or no longer exists. Our collections are still where you left them.',
  },
  returnHome: { id: 'common.returnHome', defaultMessage: 'Return to the home page' },
  searchCatalogue: { id: 'common.searchCatalogue', defaultMessage: 'Search the catalogue' },
});
