import { defineMessages } from '../../../common/i18n/define-messages';

/** What placing an order refuses (spec 2.1 checkout, 5), in the shopper's words. */
export const ORDER_TEXTS = defineMessages({
  emptyCart: { id: 'api.order.emptyCart', defaultMessage: 'Your cart is empty.' },
  // `{name}`: the product's name, as the catalogue has it.
  notSoldHere: { id: 'api.order.notSoldHere', defaultMessage: '{name} cannot be bought in this store.' },
  notInStock: {
    id: 'api.order.notInStock',
    defaultMessage: '{name} is not available in the requested quantity.',
  },
  noOrder: { id: 'api.order.noOrder', defaultMessage: 'This session has not placed an order.' },
  keyReused: {
    id: 'api.order.keyReused',
    defaultMessage:
      'This Idempotency-Key was already used with a different request. Use a new key for a new checkout attempt.',
  },
  keyUsedForAnother: {
    id: 'api.order.keyUsedForAnother',
    defaultMessage: 'This Idempotency-Key was already used for another order.',
  },
  keyInUse: {
    id: 'api.order.keyInUse',
    defaultMessage: 'A request with this Idempotency-Key is still being processed. Retry it in a moment.',
  },
  tooLarge: {
    id: 'api.order.tooLarge',
    defaultMessage:
      'One order can reserve at most {units} pieces, {unitsOfOne} of one product: please order fewer, and the rest once this order is paid.',
  },
  shippingMethod: {
    id: 'api.order.shippingMethod',
    defaultMessage: 'The chosen shipping method is not available for this address.',
  },
  noShipping: {
    id: 'api.order.noShipping',
    defaultMessage: 'Please choose a shipping address and method before placing the order.',
  },
  methodGone: {
    id: 'api.order.methodGone',
    defaultMessage: 'The chosen shipping method is no longer available: please choose another one.',
  },
  pickupGone: {
    id: 'api.order.pickupGone',
    defaultMessage: 'The pickup date is no longer available: please choose another one.',
  },
  signInAccount: { id: 'api.order.signInAccount', defaultMessage: 'Please sign in to see your account.' },
});
