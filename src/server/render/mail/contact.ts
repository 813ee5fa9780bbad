import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';

export interface ContactFacts {
  name: string;
  email: string;
  telephone: string;
  comment: string;
  storeCode: string;
}

/** The shop's copy of a contact form: every value is the sender's own text, so every one is escaped. */
export function contactMailHtml(subject: string, f: ContactFacts): string {
  const comment = escapeHtml(f.comment).replace(/\n/g, '<br>');
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)} · contact page (${escapeHtml(f.storeCode)})</p>
<h1>A message from ${escapeHtml(f.name)}</h1>
<table>
<tr><th>Name</th><td>${escapeHtml(f.name)}</td></tr>
<tr><th>Email</th><td><a href="mailto:${encodeURIComponent(f.email)}">${escapeHtml(f.email)}</a></td></tr>
<tr><th>Telephone</th><td>${f.telephone ? escapeHtml(f.telephone) : '—'}</td></tr>
</table>
<div class="panel"><p>${comment}</p></div>`,
  );
}
