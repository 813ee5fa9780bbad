/** The compare page's and header link's words, in one place for the components and their tests. */
export const COMPARE_TITLE = 'Compare Products';
export const EMPTY_COMPARE = 'You have no items to compare.';
export const CLEAR_ALL = 'Clear all';

/** The header link's accessible name: 'Compare products (2 items)', singular for exactly one. */
export const compareLinkLabel = (count: number): string =>
  `Compare products (${count} ${count === 1 ? 'item' : 'items'})`;

export const removedNotice = (name: string): string => `${name} was removed from the comparison.`;
export const CLEARED_NOTICE = 'Every product was removed from the comparison.';
