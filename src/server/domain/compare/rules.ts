import { Conflict, NotFound } from '../errors';

/** A comparison side by side stays readable up to four products (and fits a laptop screen). */
export const MAX_COMPARE_ITEMS = 4;

export const COMPARE_MESSAGES = {
  full: `You can compare up to ${MAX_COMPARE_ITEMS} products.`,
  unknownProduct: 'This product does not exist.',
  notInList: 'This product is not in your comparison list.',
} as const;

export const listFull = () => new Conflict(COMPARE_MESSAGES.full);
export const unknownProduct = () => new NotFound(COMPARE_MESSAGES.unknownProduct);
export const notInList = () => new NotFound(COMPARE_MESSAGES.notInList);
