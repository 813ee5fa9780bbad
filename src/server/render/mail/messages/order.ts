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
