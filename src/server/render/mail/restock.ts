import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';
import type { RestockFacts } from '../../domain/stock-alert/restock-facts';
import { htmlMessage } from './html-message';
import { restockMailMessages as m } from './messages/restock';

/**
 * The HTML version: the shared mail layout (ivory, serif headings, one dark button), the product's picture as a
 * link with its alt text, and every value escaped — names come from the catalogue, URLs from configuration.
 */
export function restockMailHtml(intl: IntlShape, lang: string, subject: string, f: RestockFacts): string {
  const url = escapeHtml(f.url);
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>${htmlMessage(intl, m.heading, { name: f.name })}</h1>
<p>${htmlMessage(intl, m.body)}</p>
<div class="panel">
<a href="${url}"><img src="${escapeHtml(f.image.url)}" alt="${escapeHtml(f.image.alt)}" width="320" height="320"
style="display:block;width:100%;max-width:320px;height:auto;margin:0 auto 1rem"></a>
<p><strong>${escapeHtml(f.name)}</strong><br><span class="muted">${htmlMessage(intl, m.reference, { sku: f.sku })}</span>${
      f.price ? `<br>${escapeHtml(f.price)}` : ''
    }</p>
</div>
<div class="actions"><a class="button button--primary" href="${url}">${htmlMessage(intl, m.viewButton)}</a></div>
<p class="muted">${htmlMessage(intl, m.singleAlert, { brand: BRAND.name })}</p>`,
    lang,
  );
}
