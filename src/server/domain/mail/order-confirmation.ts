import { GIFT_BOX, PAYMENT_METHODS } from '../../../../config/checkout';
import { BRAND } from '../../../../config/stores';
import { formatPickupDisplay } from '../../../common/checkout/pickup';
import { formatPrice } from '../../../common/money';
import { shippingMethodTitle } from '../checkout/shipping-methods';
import type { OrderDetails } from '../order/order-details';
import type { ConfirmationFacts } from './confirmation-facts';
import { orderConfirmationHtml } from '../../render/mail/order-confirmation';
import type { Mail } from './transport';

export const orderMailSubject = (incrementId: string) => `Your ${BRAND.name} order ${incrementId}`;

const giftLines = (m: { recipient: string; sender: string; message: string } | null) =>
  m ? [`To: ${m.recipient}`, `From: ${m.sender}`, ...m.message.split('\n')] : null;

export function confirmationFacts(order: OrderDetails): ConfirmationFacts {
  const money = (amount: number) => formatPrice(amount, order.currency, order.locale);
  const a = order.shippingAddress;
  return {
    greeting: `Dear ${a.firstname} ${a.lastname}, thank you for your order.`,
    incrementId: order.incrementId,
    items: order.items.map((i) => ({
      name: i.name,
      options: i.options.map((o) => `${o.label}: ${o.value}`),
      qty: i.qty,
      rowTotal: money(i.rowTotal),
      giftMessage: giftLines(i.giftMessage),
    })),
    totals: order.totalSegments.map((s) => ({ title: s.title, value: money(s.value) })),
    shipping: shippingMethodTitle(order.shippingMethod),
    pickup:
      order.pickupDate && order.pickupTime
        ? `Pickup on ${formatPickupDisplay(order.pickupDate)} at ${order.pickupTime}`
        : null,
    address: [
      `${a.firstname} ${a.lastname}`,
      ...a.street.filter((line) => line.trim() !== ''),
      `${a.postcode} ${a.city}`.trim(),
      ...(a.region ? [a.region] : []),
      a.country_id,
    ],
    payment: PAYMENT_METHODS.find((m) => m.code === order.paymentMethod)?.title ?? order.paymentMethod,
    giftBox: order.hasGiftBox ? GIFT_BOX.name : null,
    giftMessage: giftLines(order.giftMessage),
  };
}

function confirmationText(f: ConfirmationFacts): string {
  const lines = [f.greeting, '', `Order ${f.incrementId}`, ''];
  for (const item of f.items) {
    lines.push(`${item.qty} × ${item.name} — ${item.rowTotal}`, ...item.options.map((o) => `  ${o}`));
    if (item.giftMessage) lines.push('  Gift message:', ...item.giftMessage.map((l) => `    ${l}`));
  }
  lines.push('', ...f.totals.map((t) => `${t.title}: ${t.value}`), '');
  lines.push(`Shipping: ${f.shipping}`, ...(f.pickup ? [f.pickup] : []), ...f.address, '');
  lines.push(`Payment: ${f.payment}`);
  if (f.giftBox) lines.push(`Gift box: ${f.giftBox}`);
  if (f.giftMessage) lines.push('Gift message:', ...f.giftMessage.map((l) => `  ${l}`));
  return lines.join('\n');
}

/** The order confirmation, queued when the payment is approved. */
export function orderConfirmationMail(order: OrderDetails): Mail {
  const facts = confirmationFacts(order);
  const subject = orderMailSubject(order.incrementId);
  return {
    to: order.email,
    subject,
    html: orderConfirmationHtml(subject, facts),
    text: confirmationText(facts),
  };
}
