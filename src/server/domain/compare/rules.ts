import { HttpError } from '../../lib/http-error';

/** A comparison side by side stays readable up to four products (and fits a laptop screen). */
export const MAX_COMPARE_ITEMS = 4;

export const COMPARE_MESSAGES = {
  full: `You can compare up to ${MAX_COMPARE_ITEMS} products.`,
  unknownProduct: 'This product does not exist.',
  notInList: 'This product is not in your comparison list.',
} as const;

export const listFull = () => new HttpError(409, 'conflict', COMPARE_MESSAGES.full);
export const unknownProduct = () => new HttpError(404, 'not_found', COMPARE_MESSAGES.unknownProduct);
export const notInList = () => new HttpError(404, 'not_found', COMPARE_MESSAGES.notInList);
