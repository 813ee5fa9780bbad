import { InvalidInput } from '../errors';
import { type DirectionParameter, PageSizeParameter, type EnumOf } from '../../../common/contract/facts.gen';
import { VALIDATION_TEXTS } from '../../contract/validation-texts';

export const PAGE_SIZES = PageSizeParameter.enum;
export const CHECKBOX_FILTERS = ['collection', 'colour', 'case_size', 'material'] as const;
export type CheckboxFilterCode = (typeof CHECKBOX_FILTERS)[number];
export const PRICE_FILTER = 'price';

/** The filters a listing URL asks for: option ids per checkbox filter, and a price range in major units. */
export interface FilterSelection {
  checkbox: Record<CheckboxFilterCode, number[]>;
  price: { from: number; to: number } | null;
}

export interface ListingQuery {
  p?: number;
  page_size?: number;
  sort?: string;
  dir?: EnumOf<typeof DirectionParameter>;
  collection?: string;
  colour?: string;
  case_size?: string;
  material?: string;
  price?: string;
  q?: string;
}

export function parseSelection(query: ListingQuery): FilterSelection {
  const checkbox = Object.fromEntries(
    CHECKBOX_FILTERS.map((code) => [code, parseIds(query[code])]),
  ) as FilterSelection['checkbox'];
  let price: FilterSelection['price'] = null;
  if (query.price) {
    const [from, to] = query.price.split('-').map(Number) as [number, number];
    if (from > to) {
      throw new InvalidInput(VALIDATION_TEXTS.priceRange, 'query.price');
    }
    price = { from, to };
  }
  return { checkbox, price };
}

function parseIds(raw: string | undefined): number[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map(Number))].sort((a, b) => a - b);
}

const URL_ORDER = ['q', ...CHECKBOX_FILTERS, PRICE_FILTER, 'sort', 'dir', 'page_size', 'p'];
// Ids, price ranges, sort codes and numbers read the same form-encoded: a listing builds some eighty links,
// so only other values (a search term) go through URLSearchParams.
const PLAIN = /^[\w.*,-]*$/;
const encodeValue = (value: string) =>
  PLAIN.test(value) ? value : new URLSearchParams({ v: value }).toString().slice(2).replace(/%2C/g, ',');

const segment = (key: string, value: string | number | undefined) =>
  value === undefined || value === '' ? '' : `${key}=${encodeValue(String(value))}`;

/**
 * Links that differ from one listing URL in one parameter at most (a filter option's apply and remove
 * links): the other parameters are encoded once per response, not once per link.
 */
export function listingLinks(
  basePath: string,
  params: Record<string, string | number | undefined>,
): (key?: string, value?: string) => string {
  const segments = URL_ORDER.map((key) => segment(key, params[key]));
  return (key, value) => {
    let text = '';
    URL_ORDER.forEach((name, i) => {
      const part = name === key ? segment(name, value) : segments[i];
      if (part) text += text ? `&${part}` : part;
    });
    return text ? `${basePath}?${text}` : basePath;
  };
}

/**
 * Builds a storefront listing URL from a base path and parameters, in a fixed order so that equal filters
 * give equal URLs (shareable, cacheable), form-encoded with commas left readable. Empty values are dropped.
 */
export function listingUrl(basePath: string, params: Record<string, string | number | undefined>): string {
  return listingLinks(basePath, params)();
}

/** The parameters of the current listing that every filter link keeps (sort, direction, page size, search). */
export function keptParams(query: ListingQuery): Record<string, string | number | undefined> {
  return { q: query.q, sort: query.sort, dir: query.dir, page_size: query.page_size };
}

export function selectionParams(selection: FilterSelection): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const code of CHECKBOX_FILTERS) {
    const ids = selection.checkbox[code];
    params[code] = ids.length ? ids.join(',') : undefined;
  }
  params[PRICE_FILTER] = selection.price ? `${selection.price.from}-${selection.price.to}` : undefined;
  return params;
}
