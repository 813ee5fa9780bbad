import { defineMessages } from '../../../common/i18n/define-messages';

/** The cart page's words (namespace `cart`, translated in src/common/i18n/translations/{language}/cart.json). */
export const cartMessages = defineMessages({
  // brand: the house's name (page title and description).
  metaTitle: { id: 'cart.metaTitle', defaultMessage: 'Shopping Cart | {brand}' },
  metaDescription: { id: 'cart.metaDescription', defaultMessage: 'Your {brand} shopping cart.' },
  title: { id: 'cart.title', defaultMessage: 'Shopping Cart' },
  empty: { id: 'cart.empty', defaultMessage: 'You have no items in your shopping cart.' },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue shopping' },
  // Spec 8: a cart call failed without a readable message from the server.
  genericError: {
    id: 'cart.genericError',
    defaultMessage: 'Something went wrong with your request. Please try again later.',
  },
  giftBoxAdded: { id: 'cart.giftBoxAdded', defaultMessage: 'You added a gift box.' },
  giftBoxRemoved: { id: 'cart.giftBoxRemoved', defaultMessage: 'You removed the gift box.' },
  paymentDeclined: {
    id: 'cart.paymentDeclined',
    defaultMessage: 'Your payment was declined. Your cart is as you left it.',
  },
  paymentCanceled: {
    id: 'cart.paymentCanceled',
    defaultMessage: 'You cancelled the payment. Your cart is as you left it.',
  },
  itemsTitle: { id: 'cart.itemsTitle', defaultMessage: 'Items in your cart' },
  summaryLabel: { id: 'cart.summaryLabel', defaultMessage: 'Order summary' },
  orderGiftMessageTitle: { id: 'cart.orderGiftMessageTitle', defaultMessage: 'Gift message for the order' },
  // Completes "Gift message for …" when the editor is the whole order's.
  theWholeOrder: { id: 'cart.theWholeOrder', defaultMessage: 'the whole order' },
  summaryTitle: { id: 'cart.summaryTitle', defaultMessage: 'Summary' },
  proceedToCheckout: { id: 'cart.proceedToCheckout', defaultMessage: 'Proceed to Checkout' },
  // Read by screen readers before the unit price and the line's subtotal.
  priceLabel: { id: 'cart.priceLabel', defaultMessage: 'Price ' },
  subtotalLabel: { id: 'cart.subtotalLabel', defaultMessage: 'Subtotal ' },
  qty: { id: 'cart.qty', defaultMessage: 'Qty' },
  removeItem: { id: 'cart.removeItem', defaultMessage: 'Remove item' },
  totalsFailed: { id: 'cart.totalsFailed', defaultMessage: 'The totals could not be loaded.' },
  totalsLoading: { id: 'cart.totalsLoading', defaultMessage: 'Calculating totals…' },
  giftBoxTitle: { id: 'cart.giftBoxTitle', defaultMessage: 'Gift box' },
  // subject: "the whole order" or a watch's name.
  giftMessageFor: { id: 'cart.giftMessageFor', defaultMessage: 'Gift message for {subject}' },
  to: { id: 'cart.to', defaultMessage: 'To' },
  from: { id: 'cart.from', defaultMessage: 'From' },
  message: { id: 'cart.message', defaultMessage: 'Message' },
  // The characters typed out of the most allowed ("12/30"); <hidden> wraps words for screen readers only.
  counter: { id: 'cart.counter', defaultMessage: '{count}/{max}<hidden> characters</hidden>' },
  // Spec 8; character: the one character the message cannot hold.
  unsupportedCharacter: {
    id: 'cart.unsupportedCharacter',
    defaultMessage: 'Character ({character}) is not currently supported.',
  },
  unsavedChanges: { id: 'cart.unsavedChanges', defaultMessage: 'You have unsaved changes.' },
  save: { id: 'cart.save', defaultMessage: 'Save' },
  cancel: { id: 'cart.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'cart.remove', defaultMessage: 'Remove' },
  // <hidden> wraps words read by screen readers only; subject: "the whole order" or a watch's name.
  addGiftMessage: {
    id: 'cart.addGiftMessage',
    defaultMessage: 'Add a gift message<hidden> for {subject}</hidden>',
  },
  editGiftMessage: {
    id: 'cart.editGiftMessage',
    defaultMessage: 'Edit<hidden> the gift message for {subject}</hidden>',
  },
  removeGiftMessage: {
    id: 'cart.removeGiftMessage',
    defaultMessage: 'Remove<hidden> the gift message for {subject}</hidden>',
  },
  giftMessageSaved: { id: 'cart.giftMessageSaved', defaultMessage: 'Your gift message has been saved.' },
  giftMessageRemoved: {
    id: 'cart.giftMessageRemoved',
    defaultMessage: 'Your gift message has been removed.',
  },
});

/** The payment provider sent the shopper back without a payment (the `payment` query parameter). */
export const PAYMENT_NOTICES: Readonly<Record<string, (typeof cartMessages)['paymentDeclined']>> = {
  declined: cartMessages.paymentDeclined,
  canceled: cartMessages.paymentCanceled,
};
