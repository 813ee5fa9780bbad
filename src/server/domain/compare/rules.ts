import { Conflict, NotFound } from '../errors';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage } from '../i18n/api-message';

/** A comparison side by side stays readable up to four products (and fits a laptop screen). */
export const MAX_COMPARE_ITEMS = 4;

export const COMPARE_MESSAGES = defineMessages({
  full: { id: 'api.compare.full', defaultMessage: 'You can compare up to {max} products.' },
  unknownProduct: { id: 'api.compare.unknownProduct', defaultMessage: 'This product does not exist.' },
  notInList: { id: 'api.compare.notInList', defaultMessage: 'This product is not in your comparison list.' },
});

export const listFull = () => new Conflict(apiMessage(COMPARE_MESSAGES.full, { max: MAX_COMPARE_ITEMS }));
export const unknownProduct = () => new NotFound(COMPARE_MESSAGES.unknownProduct);
export const notInList = () => new NotFound(COMPARE_MESSAGES.notInList);
