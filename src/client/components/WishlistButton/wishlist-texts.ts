/** The words of the wishlist button, shared by its tests. */
export const WISHLIST_TEXTS = {
  add: 'Add to wishlist',
  inList: 'In your wishlist',
  view: 'View wishlist',
  failed: 'The watch could not be added to your wishlist. Please try again.',
} as const;
