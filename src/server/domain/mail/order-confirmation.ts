import { countryName } from '../../../common/i18n/country-names';
import type { IntlShape } from '@formatjs/intl';
import { PAYMENT_METHODS } from '../../../../config/checkout';
import { BRAND } from '../../../../config/stores';
import { addressText } from '../../../common/address-format';
import { formatPickupDisplay } from '../../../common/checkout/pickup';
import { shopLanguage } from '../../../common/i18n/languages';
import { formatPrice } from '../../../common/money';
import { giftBoxName } from '../cart/gift-box-texts';
import { retitled } from '../cart/segment-titles';
import { paymentTitle } from '../checkout/method-titles';
import { shippingMethodTitle } from '../checkout/shipping-methods';
import { storeIntl } from '../i18n/store-intl';
import type { OrderDetails } from '../order/order-details';
import type { ConfirmationFacts } from './confirmation-facts';
import { orderConfirmationHtml } from '../../render/mail/order-confirmation';
import { orderMailMessages as m } from '../../render/mail/messages/order';
import type { Mail } from './transport';
import { SOURCE_MAIL_LOCALE, type MailLocale } from './mail-locale';

export const orderMailSubject = (incrementId: string, store: MailLocale = SOURCE_MAIL_LOCALE) =>
  storeIntl(store).formatMessage(m.subject, { brand: BRAND.name, incrementId });

const isEnglish = (intl: IntlShape) => shopLanguage(intl.locale) === 'en';

/** The pickup day: the spec's short date in English, the store's own long date in the other languages. */
function pickupDay(intl: IntlShape, isoDate: string): string {
  if (isEnglish(intl)) return formatPickupDisplay(isoDate);
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' });
}

export function confirmationFacts(order: OrderDetails): ConfirmationFacts {
  const intl = storeIntl(order);
  const money = (amount: number) => formatPrice(amount, order.currency, order.locale);
  const giftLines = (g: { recipient: string; sender: string; message: string } | null) =>
    g
      ? [
          intl.formatMessage(m.giftTo, { recipient: g.recipient }),
          intl.formatMessage(m.giftFrom, { sender: g.sender }),
          ...g.message.split('\n'),
        ]
      : null;
  const a = order.shippingAddress;
  const payment = PAYMENT_METHODS.find((p) => p.code === order.paymentMethod)?.title ?? order.paymentMethod;
  return {
    greeting: intl.formatMessage(m.greeting, { firstname: a.firstname, lastname: a.lastname }),
    incrementId: order.incrementId,
    items: order.items.map((i) => ({
      name: i.name,
      options: i.options.map((o) => `${o.label}: ${o.value}`),
      qty: i.qty,
      rowTotal: money(i.rowTotal),
      giftMessage: giftLines(i.giftMessage),
    })),
    totals: retitled(intl, order.totalSegments).map((s) => ({ title: s.title, value: money(s.value) })),
    shipping: shippingMethodTitle(intl, order.shippingMethod),
    pickup:
      order.pickupDate && order.pickupTime
        ? intl.formatMessage(m.pickup, { date: pickupDay(intl, order.pickupDate), time: order.pickupTime })
        : null,
    // The shared formatter (src/common/address-format.ts): a Japanese address in a Japanese mail as Japan writes it.
    address: addressText(a, {
      language: order.languageCode,
      countryName: countryName(a.country_id, order.locale),
    }),
    payment: paymentTitle(intl, order.paymentMethod, payment),
    giftBox: order.hasGiftBox ? giftBoxName(intl) : null,
    giftMessage: giftLines(order.giftMessage),
  };
}

function confirmationText(intl: IntlShape, f: ConfirmationFacts): string {
  const giftMessage = intl.formatMessage(m.giftMessage);
  const lines = [f.greeting, '', intl.formatMessage(m.orderNumber, { incrementId: f.incrementId }), ''];
  for (const item of f.items) {
    lines.push(`${item.qty} × ${item.name} — ${item.rowTotal}`, ...item.options.map((o) => `  ${o}`));
    if (item.giftMessage) lines.push(`  ${giftMessage}`, ...item.giftMessage.map((l) => `    ${l}`));
  }
  lines.push('', ...f.totals.map((t) => intl.formatMessage(m.totalLine, t)), '');
  lines.push(
    intl.formatMessage(m.shippingLine, { method: f.shipping }),
    ...(f.pickup ? [f.pickup] : []),
    ...f.address,
    '',
  );
  lines.push(intl.formatMessage(m.paymentLine, { method: f.payment }));
  if (f.giftBox) lines.push(intl.formatMessage(m.giftBox, { name: f.giftBox }));
  if (f.giftMessage) lines.push(giftMessage, ...f.giftMessage.map((l) => `  ${l}`));
  return lines.join('\n');
}

/** The order confirmation, queued when the payment is approved: in the language of the order's store. */
export function orderConfirmationMail(order: OrderDetails): Mail {
  const intl = storeIntl(order);
  const facts = confirmationFacts(order);
  const subject = orderMailSubject(order.incrementId, order);
  return {
    to: order.email,
    subject,
    html: orderConfirmationHtml(intl, order.languageCode, subject, facts),
    text: confirmationText(intl, facts),
  };
}
