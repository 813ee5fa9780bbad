/** Spec 2.6: the mini-cart label, singular for exactly one unit. */
const ONE = 'My Cart (%1 item)';
const MANY = 'My Cart (%1 items)';

export const miniCartLabel = (count: number): string =>
  (count === 1 ? ONE : MANY).replace('%1', String(count));
