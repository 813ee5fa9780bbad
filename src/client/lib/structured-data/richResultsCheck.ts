/**
 * Google's rich results requirements for the types the storefront writes, checked on JSON-LD as a crawler reads
 * it (the scripts' text, parsed). Only the properties Google marks required, and the recommended ones the
 * storefront promises to give; each message names the type and the property.
 *
 * This is a stand-in for `@adobe/structured-data-validator`, which is not installed. Once it is
 * (`npm i -E -D @adobe/structured-data-validator@1.7.1`), replace the body of `richResultErrors` with:
 *
 *   const extracted = new WebAutoExtractor({ addLocation: true }).parse(html); // '@marbec/web-auto-extractor'
 *   const issues = await new Validator().validate(extracted); // Validator from '@adobe/structured-data-validator'
 *   return issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage);
 *
 * and the rich results test (richResults.test.ts) runs unchanged against the maintained rules.
 */
import { StoreConfig } from '../../api/contract-facts';

type Node = Record<string, unknown>;

const SCRIPT = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
const isUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : [];

function check(problems: string[], ok: boolean, message: string): void {
  if (!ok) problems.push(message);
}

const RULES: Record<string, (node: Node, problems: string[]) => void> = {
  Organization(node, problems) {
    check(problems, typeof node.name === 'string', 'Organization: name');
    check(problems, isUrl(node.url), 'Organization: url must be absolute');
    check(problems, isUrl(node.logo), 'Organization: logo must be an absolute URL');
  },
  WebSite(node, problems) {
    check(problems, isUrl(node.url), 'WebSite: url must be absolute');
    const action = node.potentialAction as Node | undefined;
    const target = (action?.target as Node | undefined)?.urlTemplate;
    check(problems, isUrl(target), 'SearchAction: target.urlTemplate must be absolute');
    check(problems, String(target).includes('{search_term_string}'), 'SearchAction: {search_term_string}');
    check(
      problems,
      action?.['query-input'] === 'required name=search_term_string',
      'SearchAction: query-input',
    );
  },
  BreadcrumbList(node, problems) {
    const items = list(node.itemListElement);
    check(problems, items.length >= 2, 'BreadcrumbList: at least two ListItems');
    items.forEach((item, index) => {
      check(problems, item.position === index + 1, `ListItem ${index + 1}: position`);
      check(problems, typeof item.name === 'string' && item.name !== '', `ListItem ${index + 1}: name`);
      check(problems, isUrl(item.item), `ListItem ${index + 1}: item must be absolute`);
    });
  },
  Product(node, problems) {
    check(problems, typeof node.name === 'string', 'Product: name');
    check(problems, list(node.image).length > 0 && list(node.image).every(isUrl), 'Product: image, absolute');
    const offers = list(node.offers);
    check(problems, offers.length > 0, 'Product: offers (or review or aggregateRating)');
    for (const offer of offers) {
      check(problems, typeof offer.price === 'number' && offer.price > 0, 'Offer: price');
      check(
        problems,
        StoreConfig.currency_code.pattern.test(String(offer.priceCurrency)),
        'Offer: priceCurrency (ISO 4217)',
      );
      check(problems, String(offer.availability).startsWith('https://schema.org/'), 'Offer: availability');
      check(problems, isUrl(offer.url), 'Offer: url must be absolute');
    }
  },
  Store(node, problems) {
    check(problems, typeof node.name === 'string', 'Store: name');
    const address = node.address as Node | undefined;
    check(problems, address?.['@type'] === 'PostalAddress', 'Store: address (PostalAddress)');
    for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'])
      check(problems, typeof address?.[key] === 'string', `PostalAddress: ${key}`);
    check(problems, isUrl(node.url), 'Store: url must be absolute');
    check(problems, typeof node.telephone === 'string', 'Store: telephone');
    for (const hours of list(node.openingHoursSpecification)) {
      check(problems, String(hours.dayOfWeek).startsWith('https://schema.org/'), 'Opening hours: dayOfWeek');
      check(problems, /^\d{2}:\d{2}$/.test(String(hours.opens)), 'Opening hours: opens');
      check(problems, /^\d{2}:\d{2}$/.test(String(hours.closes)), 'Opening hours: closes');
    }
  },
};

/** The rich results errors of the JSON-LD in `html` (its `<script type="application/ld+json">` elements). */
export async function richResultErrors(html: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [, text] of html.matchAll(SCRIPT)) {
    const node = JSON.parse(text ?? '') as Node;
    check(problems, node['@context'] === 'https://schema.org', 'the @context is https://schema.org');
    const rule = RULES[String(node['@type'])];
    if (rule) rule(node, problems);
    else problems.push(`no rules for ${String(node['@type'])}`);
  }
  return Promise.resolve(problems);
}
