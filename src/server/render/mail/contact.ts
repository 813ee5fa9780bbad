import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';
import { htmlMessage } from './html-message';
import { contactMailMessages as m } from './messages/contact';

export interface ContactFacts {
  name: string;
  email: string;
  telephone: string;
  comment: string;
  storeCode: string;
}

/** The shop's copy of a contact form: every value is the sender's own text, so every one is escaped. */
export function contactMailHtml(intl: IntlShape, lang: string, subject: string, f: ContactFacts): string {
  const comment = escapeHtml(f.comment).replace(/\n/g, '<br>');
  return htmlDocument(
    subject,
    `<p class="muted">${htmlMessage(intl, m.source, { brand: BRAND.name, storeCode: f.storeCode })}</p>
<h1>${htmlMessage(intl, m.heading, { name: f.name })}</h1>
<table>
<tr><th>${htmlMessage(intl, m.name)}</th><td>${escapeHtml(f.name)}</td></tr>
<tr><th>${htmlMessage(intl, m.email)}</th><td><a href="mailto:${encodeURIComponent(f.email)}">${escapeHtml(f.email)}</a></td></tr>
<tr><th>${htmlMessage(intl, m.telephone)}</th><td>${f.telephone ? escapeHtml(f.telephone) : '—'}</td></tr>
</table>
<div class="panel"><p>${comment}</p></div>`,
    lang,
  );
}
