import type { IntlShape } from '@formatjs/intl';
import { escapeHtml, htmlDocument } from '../html';
import type { ConfirmationFacts } from '../../domain/mail/confirmation-facts';
import { htmlMessage } from './html-message';
import { orderMailMessages as m } from './messages/order';

const lines = (values: string[]) => values.map(escapeHtml).join('<br>');

/** The HTML version; every value comes from the shopper or the catalogue, so every one is escaped. */
export function orderConfirmationHtml(
  intl: IntlShape,
  lang: string,
  subject: string,
  f: ConfirmationFacts,
): string {
  const giftMessage = htmlMessage(intl, m.giftMessage);
  const items = f.items
    .map(
      (i) => `<tr>
<td>${escapeHtml(i.name)}${i.options.length ? `<br><span class="muted">${lines(i.options)}</span>` : ''}${
        i.giftMessage ? `<br><em>${giftMessage}</em><br>${lines(i.giftMessage)}` : ''
      }</td>
<td class="num">${escapeHtml(i.qty)}</td>
<td class="num">${escapeHtml(i.rowTotal)}</td>
</tr>`,
    )
    .join('\n');
  const totals = f.totals
    .map(
      (t) =>
        `<tr><td colspan="2">${escapeHtml(t.title)}</td><td class="num">${escapeHtml(t.value)}</td></tr>`,
    )
    .join('\n');
  const gift = [
    f.giftBox ? `<p>${htmlMessage(intl, m.giftBox, { name: f.giftBox })}</p>` : '',
    f.giftMessage ? `<p>${giftMessage}<br>${lines(f.giftMessage)}</p>` : '',
  ].join('');
  return htmlDocument(
    subject,
    `<h1>${escapeHtml(subject)}</h1>
<p>${escapeHtml(f.greeting)}</p>
<table><thead><tr><th>${htmlMessage(intl, m.itemHeader)}</th><th class="num">${htmlMessage(intl, m.qtyHeader)}</th><th class="num">${htmlMessage(intl, m.totalHeader)}</th></tr></thead>
<tbody>${items}</tbody><tfoot>${totals}</tfoot></table>
<h2>${htmlMessage(intl, m.deliveryHeading)}</h2>
<p>${escapeHtml(f.shipping)}${f.pickup ? `<br>${escapeHtml(f.pickup)}` : ''}</p>
<p>${lines(f.address)}</p>
<h2>${htmlMessage(intl, m.paymentHeading)}</h2>
<p>${escapeHtml(f.payment)}</p>
${gift ? `<h2>${htmlMessage(intl, m.giftOptionsHeading)}</h2>${gift}` : ''}`,
    lang,
  );
}
