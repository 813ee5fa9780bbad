import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';
import { htmlMessage } from './html-message';
import { newsletterMailMessages as m } from './messages/newsletter';

const brand = BRAND.name;

/** The double opt-in mail: one button, the link that confirms (spec 7 "Newsletter"; Magento's confirmation). */
export function newsletterConfirmationHtml(
  intl: IntlShape,
  lang: string,
  subject: string,
  confirmUrl: string,
  days: number,
): string {
  const url = escapeHtml(confirmUrl);
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(brand)}</p>
<h1>${htmlMessage(intl, m.confirmHeading)}</h1>
<p>${htmlMessage(intl, m.confirmIntro, { brand })}</p>
<div class="actions"><a class="button button--primary" href="${url}">${htmlMessage(intl, m.confirmButton)}</a></div>
<p class="muted">${htmlMessage(intl, m.confirmNote, { days })}</p>`,
    lang,
  );
}

/** Sent when an address leaves the list, so its owner learns of an unsubscription they did not make. */
export function newsletterUnsubscribedHtml(
  intl: IntlShape,
  lang: string,
  subject: string,
  subscribeUrl: string,
): string {
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(brand)}</p>
<h1>${htmlMessage(intl, m.leftHeading)}</h1>
<p>${htmlMessage(intl, m.leftBody, { brand })}</p>
<p class="muted">${htmlMessage(intl, m.leftNote)}</p>
<div class="actions"><a class="button" href="${escapeHtml(subscribeUrl)}">${htmlMessage(intl, m.leftButton)}</a></div>`,
    lang,
  );
}
