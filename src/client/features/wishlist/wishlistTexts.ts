/** The wishlist page's words; the confirmation's are spec 8's exactly (its typo included). */
export const WISHLIST_TITLE = 'My wishlist';
export const EMPTY_WISHLIST = 'You have no items in your wishlist.';
export const REMOVE_LABEL = 'Remove';
export const REMOVE_TITLE = 'Remove wishlist item';
export const removeQuestion = (productName: string) =>
  `Are you sure to remove ${productName} form your wishlist?`;
export const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
/** The header link's accessible name: 'My wishlist (2 items)'. */
export const wishlistLinkLabel = (count: number) => `${WISHLIST_TITLE} (${itemCount(count)})`;
