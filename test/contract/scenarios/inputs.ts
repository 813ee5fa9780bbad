import { randomInt } from 'node:crypto';
import type { components } from '../../../src/common/contract/schema.gen';
import type { Discovered } from './discovered';

type Schemas = components['schemas'];

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

export function randomText(length: number, alphabet = ALPHANUMERIC): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** An address no shop has an account for: signing in with it must fail politely, never sign anyone in. */
export function unknownEmail(): string {
  return `verify-contract-${randomText(12, LOWER)}@example.com`;
}

/** Well-formed (the contract's FormKey pattern) but not the session's: only the server can tell it apart. */
export function otherFormKey(current: string | undefined): string {
  let key = randomText(16);
  while (key === current) key = randomText(16);
  return key;
}

/** A store code in the contract's pattern that the server does not list. */
export function unknownStoreCode(found: Discovered): string {
  return ['zz-zz', 'qq-qqq', 'xx-xxxx'].find((code) => !found.storeCodes.includes(code)) ?? 'zz-zz';
}

export function flatten(nodes: Schemas['CategoryNode'][]): Schemas['CategoryNode'][] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The query of a storefront URL the API handed out (`apply_url`): the REST call takes the same parameters. */
export function paramsOf(storefrontUrl: string): URLSearchParams {
  // Only the query is read: the verifier never requests a URL the server hands out, so it stays on the base URL.
  return new URL(storefrontUrl, 'http://storefront.invalid').searchParams;
}

export function isStraps(found: Discovered, categoryType: number): boolean {
  // Optional chaining: a config that broke its schema is reported already and must not stop this scenario.
  return categoryType === found.storeConfig?.catalog?.straps_category_type;
}

/** The first option of a checkbox filter that is not applied yet, with its filter's code. */
export function firstInactiveOption(
  listing: Schemas['ProductListing'],
): { code: string; option: Schemas['FilterOption'] } | null {
  for (const filter of listing.filters) {
    if (filter.type !== 'checkbox') continue;
    const option = filter.options.find((o) => !o.active);
    if (option) return { code: filter.code, option };
  }
  return null;
}

export function remember(found: Discovered, items: Schemas['ProductListItem'][]): void {
  for (const item of items) if (!found.products.some((p) => p.id === item.id)) found.products.push(item);
}
