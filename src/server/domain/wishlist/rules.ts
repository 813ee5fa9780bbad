import { Wishlist } from '../../../common/contract/facts.gen';
import { Conflict, NotFound, Unauthenticated } from '../errors';

/**
 * A wishlist is a short list of watches to come back to, not a catalogue copy: a cap keeps one account from
 * growing rows without bound (each add is one request), and the page from rendering hundreds of cards.
 */
export const MAX_WISHLIST_ITEMS = Wishlist.items.maxItems;

export const WISHLIST_MESSAGES = {
  signIn: 'Please sign in to use your wishlist.',
  full: `Your wishlist can hold up to ${MAX_WISHLIST_ITEMS} products. Please remove one first.`,
  unknownProduct: 'This product does not exist.',
  notInWishlist: 'This item is not in your wishlist.',
} as const;

export const signInFirst = () => new Unauthenticated(WISHLIST_MESSAGES.signIn);
export const wishlistFull = () => new Conflict(WISHLIST_MESSAGES.full);
export const unknownProduct = () => new NotFound(WISHLIST_MESSAGES.unknownProduct, 'body.product_id');
export const notInWishlist = () => new NotFound(WISHLIST_MESSAGES.notInWishlist, 'body.item');
