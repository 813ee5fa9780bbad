import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';

/** The double opt-in mail: one button, the link that confirms (spec 7 "Newsletter"; Magento's confirmation). */
export function newsletterConfirmationHtml(subject: string, confirmUrl: string, days: number): string {
  const url = escapeHtml(confirmUrl);
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>Please confirm your subscription</h1>
<p>Someone, we hope you, asked to receive the ${escapeHtml(BRAND.name)} newsletter at this address: new
collections, boutique events and stories from our workshop.</p>
<div class="actions"><a class="button button--primary" href="${url}">Confirm my subscription</a></div>
<p class="muted">The link works once, for ${days} days. If you did not ask for this, ignore this mail: you will
not be subscribed.</p>`,
  );
}

/** Sent when an address leaves the list, so its owner learns of an unsubscription they did not make. */
export function newsletterUnsubscribedHtml(subject: string, subscribeUrl: string): string {
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>You have left our newsletter</h1>
<p>This address will no longer receive the ${escapeHtml(BRAND.name)} newsletter.</p>
<p class="muted">Not you, or changed your mind? You can subscribe again at any time.</p>
<div class="actions"><a class="button" href="${escapeHtml(subscribeUrl)}">Subscribe again</a></div>`,
  );
}
