import { defineMessages } from '../../../../common/i18n/define-messages';

/** The order confirmation mail (namespace `mail`). */
export const orderMailMessages = defineMessages({
  // brand: the house's name; incrementId: the order number.
  subject: { id: 'mail.order.subject', defaultMessage: 'Your {brand} order {incrementId}' },
  greeting: {
    id: 'mail.order.greeting',
    defaultMessage: 'Dear {firstname} {lastname}, thank you for your order.',
  },
  orderNumber: { id: 'mail.order.orderNumber', defaultMessage: 'Order {incrementId}' },
  // A gift message's recipient and sender, each on its own line.
  giftTo: { id: 'mail.order.giftTo', defaultMessage: 'To: {recipient}' },
  giftFrom: { id: 'mail.order.giftFrom', defaultMessage: 'From: {sender}' },
  giftMessage: { id: 'mail.order.giftMessage', defaultMessage: 'Gift message:' },
  giftBox: { id: 'mail.order.giftBox', defaultMessage: 'Gift box: {name}' },
  giftBoxName: { id: 'mail.order.giftBoxName', defaultMessage: '{brand} presentation box' },
  // date: the pickup day, already formatted; time: '14:00'.
  pickup: { id: 'mail.order.pickup', defaultMessage: 'Pickup on {date} at {time}' },
  // A line of the totals in the plain-text version: 'Subtotal: €6,450.00'.
  totalLine: { id: 'mail.order.totalLine', defaultMessage: '{title}: {value}' },
  shippingLine: { id: 'mail.order.shippingLine', defaultMessage: 'Shipping: {method}' },
  paymentLine: { id: 'mail.order.paymentLine', defaultMessage: 'Payment: {method}' },
  itemHeader: { id: 'mail.order.itemHeader', defaultMessage: 'Item' },
  qtyHeader: { id: 'mail.order.qtyHeader', defaultMessage: 'Qty' },
  totalHeader: { id: 'mail.order.totalHeader', defaultMessage: 'Total' },
  deliveryHeading: { id: 'mail.order.deliveryHeading', defaultMessage: 'Delivery' },
  paymentHeading: { id: 'mail.order.paymentHeading', defaultMessage: 'Payment' },
  giftOptionsHeading: { id: 'mail.order.giftOptionsHeading', defaultMessage: 'Gift options' },
});

/** The order's total segments, by code (an unknown code keeps the title the order stored). */
export const totalTitleMessages = defineMessages({
  subtotal: { id: 'mail.order.total.subtotal', defaultMessage: 'Subtotal' },
  caseback_extrafee: { id: 'mail.order.total.extraFee', defaultMessage: 'Insured delivery' },
  caseback_giftbox: { id: 'mail.order.total.giftBox', defaultMessage: 'Gift box' },
  shipping: { id: 'mail.order.total.shipping', defaultMessage: 'Shipping' },
  grand_total: { id: 'mail.order.total.grandTotal', defaultMessage: 'Grand Total' },
});

/** Shipping and payment methods by the order's code (an unknown code keeps the configured title). */
export const methodTitleMessages = defineMessages({
  flatrate_flatrate: { id: 'mail.order.method.insuredCourier', defaultMessage: 'Insured courier' },
  pickupdate_pickupdate: { id: 'mail.order.method.boutiquePickup', defaultMessage: 'Boutique pickup' },
  caseback_paylater: { id: 'mail.order.method.payLater', defaultMessage: 'Pay later in 3 instalments' },
  caseback_wallet: { id: 'mail.order.method.wallet', defaultMessage: 'Wallet express checkout' },
});
