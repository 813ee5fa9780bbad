import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';
import { htmlMessage } from './html-message';
import { returnLabelMailMessages as m } from './messages/return-label';

export interface ReturnLabelMailFacts {
  firstname: string;
  lastname: string;
  incrementId: string;
  trackingNumber: string;
  items: readonly { name: string; qty: number }[];
  labelUrl: string;
}

/** The customer's return label mail: the PDF is attached; the link downloads it again. */
export function returnLabelMailHtml(
  intl: IntlShape,
  lang: string,
  subject: string,
  f: ReturnLabelMailFacts,
): string {
  const rows = f.items
    .map((i) => `<tr><td>${escapeHtml(i.name)}</td><td>${escapeHtml(intl.formatNumber(i.qty))}</td></tr>`)
    .join('');
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>${htmlMessage(intl, m.heading)}</h1>
<p>${htmlMessage(intl, m.dear, { firstname: f.firstname, lastname: f.lastname })}</p>
<p>${htmlMessage(intl, m.body, { incrementId: f.incrementId, trackingNumber: f.trackingNumber })}</p>
<table><thead><tr><th>${htmlMessage(intl, m.itemHeader)}</th><th>${htmlMessage(intl, m.qtyHeader)}</th></tr></thead><tbody>${rows}</tbody></table>
<p><a href="${escapeHtml(f.labelUrl)}">${htmlMessage(intl, m.downloadAgain)}</a></p>`,
    lang,
  );
}
