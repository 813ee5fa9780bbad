import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The add-to-wishlist button (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const wishlistButtonMessages = defineMessages({
  wishlistAdd: { id: 'common.wishlistAdd', defaultMessage: 'Add to wishlist' },
  wishlistAddFor: { id: 'common.wishlistAddFor', defaultMessage: 'Add to wishlist: {name}' },
  wishlistIn: { id: 'common.wishlistIn', defaultMessage: 'In your wishlist' },
  wishlistInFor: { id: 'common.wishlistInFor', defaultMessage: 'In your wishlist: {name}' },
  wishlistFailed: {
    id: 'common.wishlistFailed',
    defaultMessage: 'The watch could not be added to your wishlist. Please try again.',
  },
});
