import { defineMessages } from '../../../common/i18n/define-messages';

/** The checkout's words (namespace `checkout`, translated in src/common/i18n/translations/{language}/checkout.json). */
export const checkoutMessages = defineMessages({
  // brand: the house's name (page title and description).
  metaTitle: { id: 'checkout.metaTitle', defaultMessage: 'Checkout | {brand}' },
  metaDescription: { id: 'checkout.metaDescription', defaultMessage: 'Complete your order with {brand}.' },
  eyebrow: { id: 'checkout.eyebrow', defaultMessage: 'Secure checkout' },
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  handingOff: { id: 'checkout.handingOff', defaultMessage: 'Taking you to the payment page…' },
  empty: { id: 'checkout.empty', defaultMessage: 'You have no items in your shopping cart.' },
  continueShopping: { id: 'checkout.continueShopping', defaultMessage: 'Continue shopping' },
  // Spec 2.7: the named steps.
  stepShipping: { id: 'checkout.stepShipping', defaultMessage: 'Shipping' },
  stepPayment: { id: 'checkout.stepPayment', defaultMessage: 'Review & Payments' },
  progressLabel: { id: 'checkout.progressLabel', defaultMessage: 'Checkout progress' },

  // The order summary beside the steps.
  summaryTitle: { id: 'checkout.summaryTitle', defaultMessage: 'Order Summary' },
  itemsInCart: {
    id: 'checkout.itemsInCart',
    defaultMessage: '{count, plural, one {# item in cart} other {# items in cart}}',
  },
  // label, value: a watch's option as the catalogue names it (e.g. "Colour: Silver").
  itemOption: { id: 'checkout.itemOption', defaultMessage: '{label}: {value}' },
  qty: { id: 'checkout.qty', defaultMessage: 'Qty: {qty}' },
  giftOptions: { id: 'checkout.giftOptions', defaultMessage: 'Gift options' },
  // name: the gift box's name from the configuration.
  giftBox: { id: 'checkout.giftBox', defaultMessage: 'Gift box: {name}' },
  giftBoxIncluded: { id: 'checkout.giftBoxIncluded', defaultMessage: 'Gift box: included' },
  orderGiftMessage: { id: 'checkout.orderGiftMessage', defaultMessage: 'Gift message for the order' },
  // name: a watch's name.
  itemGiftMessage: { id: 'checkout.itemGiftMessage', defaultMessage: 'Gift message for {name}' },
  giftTo: { id: 'checkout.giftTo', defaultMessage: 'To' },
  giftFrom: { id: 'checkout.giftFrom', defaultMessage: 'From' },
  giftMessage: { id: 'checkout.giftMessage', defaultMessage: 'Message' },

  // The shipment step.
  shippingAddress: { id: 'checkout.shippingAddress', defaultMessage: 'Shipping Address' },
  email: { id: 'checkout.email', defaultMessage: 'Email Address' },
  // <star> wraps the asterisk that marks the required fields.
  requiredFields: { id: 'checkout.requiredFields', defaultMessage: '<star>*</star> Required fields' },
  next: { id: 'checkout.next', defaultMessage: 'Next' },
  saveFailed: {
    id: 'checkout.saveFailed',
    defaultMessage: 'We could not save the shipping information. Please try again.',
  },
  useSavedAddress: { id: 'checkout.useSavedAddress', defaultMessage: 'Use a saved address' },
  chooseSavedAddress: {
    id: 'checkout.chooseSavedAddress',
    defaultMessage: 'Choose an address from your address book',
  },
  // One saved address in the list: the name (in the language's order), then the address on one line.
  savedAddressOption: {
    id: 'checkout.savedAddressOption',
    defaultMessage: '{firstname} {lastname} — {address}',
  },
  shippingMethods: { id: 'checkout.shippingMethods', defaultMessage: 'Shipping Methods' },
  methodsFailed: {
    id: 'checkout.methodsFailed',
    defaultMessage: 'We could not load the shipping methods. Please check the address and try again.',
  },
  methodsLoading: { id: 'checkout.methodsLoading', defaultMessage: 'Loading shipping methods…' },
  noQuotes: {
    id: 'checkout.noQuotes',
    defaultMessage: 'Sorry, no quotes are available for this order at this time',
  },
  pickupTitle: { id: 'checkout.pickupTitle', defaultMessage: 'Pickup date and time' },
  pickupDate: { id: 'checkout.pickupDate', defaultMessage: 'Pickup date' },
  // first, last: dates of the pickup window as typed (d/M/yy); the pattern in brackets names that format.
  pickupDateHint: { id: 'checkout.pickupDateHint', defaultMessage: 'Between {first} and {last} (d/M/yy).' },
  // The typed format of the pickup date: day/month/two-digit year.
  pickupDatePlaceholder: { id: 'checkout.pickupDatePlaceholder', defaultMessage: 'd/M/yy' },
  closeCalendar: { id: 'checkout.closeCalendar', defaultMessage: 'Close the calendar' },
  chooseDate: { id: 'checkout.chooseDate', defaultMessage: 'Choose a date' },
  pickupTime: { id: 'checkout.pickupTime', defaultMessage: 'Pickup time' },
  chooseTime: { id: 'checkout.chooseTime', defaultMessage: 'Choose a time' },
  // Validation of the shipment step (spec 5).
  required: { id: 'checkout.required', defaultMessage: 'This is a required field.' },
  invalidEmail: {
    id: 'checkout.invalidEmail',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
  methodMissing: {
    id: 'checkout.methodMissing',
    defaultMessage: 'The shipping method is missing. Select the shipping method and try again.',
  },
  pickupTimeInvalid: {
    id: 'checkout.pickupTimeInvalid',
    defaultMessage: 'Please choose one of the pickup times offered.',
  },
  pickupDateInvalid: {
    id: 'checkout.pickupDateInvalid',
    defaultMessage: 'Please choose a pickup date between {first} and {last}.',
  },

  // The payment step.
  shipTo: { id: 'checkout.shipTo', defaultMessage: 'Ship To' },
  // <label> wraps the line's label; carrier, method: the carrier's and the method's titles from the shop.
  shippingMethodLine: {
    id: 'checkout.shippingMethodLine',
    defaultMessage: '<label>Shipping Method:</label> {carrier} — {method}',
  },
  // <label> wraps the line's label; date: the pickup date; time: the pickup hour (e.g. 11:00).
  pickupLine: { id: 'checkout.pickupLine', defaultMessage: '<label>Pickup:</label> {date} at {time}' },
  editShipping: { id: 'checkout.editShipping', defaultMessage: 'Edit the shipping information' },
  newsletter: { id: 'checkout.newsletter', defaultMessage: 'Sign up for our newsletter' },
  expressCheckout: { id: 'checkout.expressCheckout', defaultMessage: 'Express checkout' },
  paymentMethod: { id: 'checkout.paymentMethod', defaultMessage: 'Payment Method' },
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Place Order' },
  placeUnreachable: {
    id: 'checkout.placeUnreachable',
    defaultMessage: 'We could not reach the shop. Please check your connection and place the order again.',
  },
  placeFailed: {
    id: 'checkout.placeFailed',
    defaultMessage: 'We could not place your order. Please try again.',
  },

  // The success page.
  successTitle: { id: 'checkout.successTitle', defaultMessage: 'Thank you for your purchase!' },
  successMetaTitle: {
    id: 'checkout.successMetaTitle',
    defaultMessage: 'Thank you for your purchase! | {brand}',
  },
  successMetaDescription: {
    id: 'checkout.successMetaDescription',
    defaultMessage: 'Your order with {brand}.',
  },
  orderNotFound: { id: 'checkout.orderNotFound', defaultMessage: 'We could not find your order.' },
  orderNotFoundHint: {
    id: 'checkout.orderNotFoundHint',
    defaultMessage: 'It may have been placed in another browser, or some time ago.',
  },
  backHome: { id: 'checkout.backHome', defaultMessage: 'Back to the home page' },
  orderConfirmed: { id: 'checkout.orderConfirmed', defaultMessage: 'Order confirmed' },
  // number: the order number (digits, kept as they are).
  orderNumber: { id: 'checkout.orderNumber', defaultMessage: 'Your order number is: {number}.' },
  confirmationEmail: {
    id: 'checkout.confirmationEmail',
    defaultMessage: 'We will e-mail the confirmation to {email}.',
  },
  continueShoppingSuccess: { id: 'checkout.continueShoppingSuccess', defaultMessage: 'Continue Shopping' },
  itemsOrdered: { id: 'checkout.itemsOrdered', defaultMessage: 'Items Ordered' },
  // date: the pickup date; time: the pickup hour, or nothing.
  boutiquePickup: {
    id: 'checkout.boutiquePickup',
    defaultMessage:
      '{hasTime, select, yes {Boutique pickup: {date} at {time}} other {Boutique pickup: {date}}}',
  },
});
