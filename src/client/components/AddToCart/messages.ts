import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * An add to cart's outcome (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const addToCartMessages = defineMessages({
  // name: the watch's name.
  addedToCart: { id: 'common.addedToCart', defaultMessage: 'You added {name} to your shopping cart.' },
  addToCartFailed: {
    id: 'common.addToCartFailed',
    defaultMessage: 'We could not add this item to your cart. Please try again.',
  },
});
