/**
 * Google's rich results requirements for the JSON-LD the storefront writes, checked by Adobe's maintained
 * validator (@adobe/structured-data-validator) on the JSON-LD as a crawler reads it: the scripts' text, parsed.
 *
 * The validator reads the output of @marbec/web-auto-extractor (`{ jsonld: { <@type>: [items] } }`). The
 * storefront writes JSON-LD only (no microdata, no RDFa), so the scripts are parsed here into that shape and the
 * extractor is not needed. No schema.org vocabulary is handed to the validator: it would be fetched from
 * schema.org, and a test makes no network call; Google's own rules (the per-type handlers) are what matter here.
 *
 * Only ERROR issues fail: they are what makes Google drop the rich result (a Product without offers, an offer
 * without a numeric price, a ListItem without a name or position). WARNINGs are Google's "recommended" fields:
 * a watch house without customer reviews has no aggregateRating or review to give, no GTIN on made-to-order
 * pieces, and Google still shows the product's rich result without them; failing on them would fail every page.
 * Absolute URLs, which the validator reports as warnings, are asserted exactly by the builders' tests.
 */
import Validator from '@adobe/structured-data-validator';

type Node = Record<string, unknown>;

const SCRIPT = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** The JSON-LD of `html`, grouped by root @type as the extractor groups it. */
function extractJsonLd(html: string): Record<string, Node[]> {
  const byType: Record<string, Node[]> = {};
  for (const [, text] of html.matchAll(SCRIPT)) {
    const node = JSON.parse(text ?? '') as Node;
    const type = String(node['@type']);
    (byType[type] ??= []).push(node);
  }
  return byType;
}

/** The rich results errors of the JSON-LD in `html` (its `<script type="application/ld+json">` elements). */
export async function richResultErrors(html: string): Promise<string[]> {
  const issues = await new Validator().validate({ jsonld: extractJsonLd(html) });
  return issues
    .filter((issue) => issue.severity === 'ERROR')
    .map((issue) => `${issue.rootType}: ${issue.issueMessage}`);
}
