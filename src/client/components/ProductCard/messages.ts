import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * A product card's add-to-cart, stock and swatches (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const productCardMessages = defineMessages({
  addToCart: { id: 'common.addToCart', defaultMessage: 'Add to Cart' },
  addToCartFor: { id: 'common.addToCartFor', defaultMessage: 'Add to Cart: {name}' },
  outOfStock: { id: 'common.outOfStock', defaultMessage: 'Out of stock' },
  outOfStockFor: { id: 'common.outOfStockFor', defaultMessage: 'Out of stock: {name}' },
  inStock: { id: 'common.inStock', defaultMessage: 'In stock' },
  // The list of a watch's colour and size swatches.
  variations: { id: 'common.variations', defaultMessage: '{name}: variations' },
});
