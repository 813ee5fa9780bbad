import { defineMessages } from '../../../common/i18n/define-messages';

/** What the cart's operations refuse (spec 2.1, 3 Cart), in the shopper's words. */
export const CART_TEXTS = defineMessages({
  insufficientStock: {
    id: 'api.cart.insufficientStock',
    defaultMessage: 'The requested qty is not available.',
  },
  noSuchItem: { id: 'api.cart.noSuchItem', defaultMessage: 'No such item in this cart.' },
  noSuchCart: { id: 'api.cart.noSuchCart', defaultMessage: 'No such cart.' },
  signIn: { id: 'api.cart.signIn', defaultMessage: 'Please sign in to use your cart.' },
  maxQty: { id: 'api.cart.maxQty', defaultMessage: 'You can add at most {max} of one product to the cart.' },
  giftBoxAlone: {
    id: 'api.cart.giftBoxAlone',
    defaultMessage: 'Add a watch to your cart before adding a gift box.',
  },
  noVariation: {
    id: 'api.cart.noVariation',
    defaultMessage: 'The chosen options do not match a variation of this watch.',
  },
  giftBoxSku: {
    id: 'api.cart.giftBoxSku',
    defaultMessage: 'The gift box is added with the gift box option of the cart.',
  },
  // `{sku}`: the SKU as sent.
  unknownSku: { id: 'api.cart.unknownSku', defaultMessage: 'Product "{sku}" does not exist.' },
  notSoldHere: { id: 'api.cart.notSoldHere', defaultMessage: 'This product cannot be sold in this store.' },
  chooseOptions: { id: 'api.cart.chooseOptions', defaultMessage: 'Choose the options of this watch.' },
  productUnavailable: { id: 'api.cart.productUnavailable', defaultMessage: 'This product is not available.' },
});
