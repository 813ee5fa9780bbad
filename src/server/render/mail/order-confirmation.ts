import { escapeHtml, htmlDocument } from '../html';
import type { ConfirmationFacts } from '../../domain/mail/confirmation-facts';

const lines = (values: string[]) => values.map(escapeHtml).join('<br>');

/** The HTML version; every value comes from the shopper or the catalogue, so every one is escaped. */
export function orderConfirmationHtml(subject: string, f: ConfirmationFacts): string {
  const items = f.items
    .map(
      (i) => `<tr>
<td>${escapeHtml(i.name)}${i.options.length ? `<br><span class="muted">${lines(i.options)}</span>` : ''}${
        i.giftMessage ? `<br><em>Gift message:</em><br>${lines(i.giftMessage)}` : ''
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
    f.giftBox ? `<p>Gift box: ${escapeHtml(f.giftBox)}</p>` : '',
    f.giftMessage ? `<p>Gift message:<br>${lines(f.giftMessage)}</p>` : '',
  ].join('');
  return htmlDocument(
    subject,
    `<h1>${escapeHtml(subject)}</h1>
<p>${escapeHtml(f.greeting)}</p>
<table><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Total</th></tr></thead>
<tbody>${items}</tbody><tfoot>${totals}</tfoot></table>
<h2>Delivery</h2>
<p>${escapeHtml(f.shipping)}${f.pickup ? `<br>${escapeHtml(f.pickup)}` : ''}</p>
<p>${lines(f.address)}</p>
<h2>Payment</h2>
<p>${escapeHtml(f.payment)}</p>
${gift ? `<h2>Gift options</h2>${gift}` : ''}`,
  );
}
