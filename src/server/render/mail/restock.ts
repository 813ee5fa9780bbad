import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';
import type { RestockFacts } from '../../domain/stock-alert/restock-facts';

/**
 * The HTML version: the shared mail layout (ivory, serif headings, one dark button), the product's picture as a
 * link with its alt text, and every value escaped — names come from the catalogue, URLs from configuration.
 */
export function restockMailHtml(subject: string, f: RestockFacts): string {
  const url = escapeHtml(f.url);
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>${escapeHtml(f.name)} is back in stock</h1>
<p>You asked us to write when it was available again: it is, today. Our pieces are made in small numbers, so we
cannot hold it for you.</p>
<div class="panel">
<a href="${url}"><img src="${escapeHtml(f.image.url)}" alt="${escapeHtml(f.image.alt)}" width="320" height="320"
style="display:block;width:100%;max-width:320px;height:auto;margin:0 auto 1rem"></a>
<p><strong>${escapeHtml(f.name)}</strong><br><span class="muted">Reference ${escapeHtml(f.sku)}</span>${
      f.price ? `<br>${escapeHtml(f.price)}` : ''
    }</p>
</div>
<div class="actions"><a class="button button--primary" href="${url}">View in the shop</a></div>
<p class="muted">This was a single alert: ${escapeHtml(BRAND.name)} will not write to you about this product
again.</p>`,
  );
}
