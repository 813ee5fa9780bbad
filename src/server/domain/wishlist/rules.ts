import { Wishlist } from '../../../common/contract/facts.gen';
import { Conflict, NotFound, Unauthenticated } from '../errors';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage } from '../i18n/api-message';

/**
 * A wishlist is a short list of watches to come back to, not a catalogue copy: a cap keeps one account from
 * growing rows without bound (each add is one request), and the page from rendering hundreds of cards.
 */
export const MAX_WISHLIST_ITEMS = Wishlist.items.maxItems;

export const WISHLIST_MESSAGES = defineMessages({
  signIn: { id: 'api.wishlist.signIn', defaultMessage: 'Please sign in to use your wishlist.' },
  full: {
    id: 'api.wishlist.full',
    defaultMessage: 'Your wishlist can hold up to {max} products. Please remove one first.',
  },
  unknownProduct: { id: 'api.wishlist.unknownProduct', defaultMessage: 'This product does not exist.' },
  notInWishlist: { id: 'api.wishlist.notInWishlist', defaultMessage: 'This item is not in your wishlist.' },
});

export const signInFirst = () => new Unauthenticated(WISHLIST_MESSAGES.signIn);
export const wishlistFull = () =>
  new Conflict(apiMessage(WISHLIST_MESSAGES.full, { max: MAX_WISHLIST_ITEMS }));
export const unknownProduct = () => new NotFound(WISHLIST_MESSAGES.unknownProduct, 'body.product_id');
export const notInWishlist = () => new NotFound(WISHLIST_MESSAGES.notInWishlist, 'body.item');
