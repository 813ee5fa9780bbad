import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';
import type { PasswordResetFacts } from '../../domain/password-reset/reset-facts';
import { htmlMessage } from './html-message';
import { passwordResetMailMessages as m } from './messages/password-reset';

/** The HTML version: the shared mail layout, one dark button to the new-password page, every value escaped. */
export function passwordResetMailHtml(
  intl: IntlShape,
  lang: string,
  subject: string,
  f: PasswordResetFacts,
): string {
  const url = escapeHtml(f.url);
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>${htmlMessage(intl, m.heading)}</h1>
<p>${htmlMessage(intl, m.dear, { firstname: f.firstname })}</p>
<p>${htmlMessage(intl, m.body, { brand: BRAND.name, minutes: f.validForMinutes })}</p>
<div class="actions"><a class="button button--primary" href="${url}">${htmlMessage(intl, m.button)}</a></div>
<p class="muted">${htmlMessage(intl, m.copyLink)}<br>${url}</p>
<p class="muted">${htmlMessage(intl, m.notYou)}</p>`,
    lang,
  );
}
