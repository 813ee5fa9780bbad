/** Spec 8: what the shopper reads when a cart call fails without a readable message from the server. */
export const GENERIC_ERROR = 'Something went wrong with your request. Please try again later.';

/** Spec 8, success messages. */
export const GIFT_BOX_ADDED = 'You added a gift box.';
export const GIFT_BOX_REMOVED = 'You removed the gift box.';

export const EMPTY_CART = 'You have no items in your shopping cart.';

/** The payment provider sent the shopper back without a payment (the `payment` query parameter). */
export const PAYMENT_NOTICES: Readonly<Record<string, string>> = {
  declined: 'Your payment was declined. Your cart is as you left it.',
  canceled: 'You cancelled the payment. Your cart is as you left it.',
};
