import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';

export interface ReturnLabelMailFacts {
  customerName: string;
  incrementId: string;
  trackingNumber: string;
  items: readonly { name: string; qty: number }[];
  labelUrl: string;
}

/** The customer's return label mail: the PDF is attached; the link downloads it again. */
export function returnLabelMailHtml(subject: string, f: ReturnLabelMailFacts): string {
  const rows = f.items.map((i) => `<tr><td>${escapeHtml(i.name)}</td><td>${i.qty}</td></tr>`).join('');
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>Your return label</h1>
<p>Dear ${escapeHtml(f.customerName)},</p>
<p>Your return label for order ${escapeHtml(f.incrementId)} is attached to this e-mail (tracking number
${escapeHtml(f.trackingNumber)}). Print it, fix it on the parcel and hand the parcel to the carrier.</p>
<table><thead><tr><th>Item</th><th>Qty</th></tr></thead><tbody>${rows}</tbody></table>
<p><a href="${escapeHtml(f.labelUrl)}">Download the label again</a></p>`,
  );
}
