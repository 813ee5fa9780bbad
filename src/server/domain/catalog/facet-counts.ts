import type { FacetCounts, ListingDocs } from './cached-listing';
import type { FacetDoc } from './facet-doc';
import type { CatalogReader } from './listing-docs';
import { buildPriceIndex, countPriceRange } from './price-index';
import {
  CHECKBOX_FILTERS,
  listingUrl,
  PRICE_FILTER,
  selectionParams,
  type CheckboxFilterCode,
  type FilterSelection,
} from './listing-params';

const MAX_VALID_STEPS = 100;

/**
 * One pass over the documents: a document that fails no filter counts everywhere, one that fails exactly one
 * filter counts for that filter only (it is what ticking another option there would add), the rest nowhere.
 */
export function countFacets(
  docs: readonly FacetDoc[],
  selection: FilterSelection,
  factor: number,
): FacetCounts {
  const options = Object.fromEntries(
    CHECKBOX_FILTERS.map((code) => [code, new Map()]),
  ) as FacetCounts['options'];
  const prices: number[] = [];
  const range = selection.price && { from: selection.price.from * factor, to: selection.price.to * factor };
  let total = 0;
  for (const doc of docs) {
    let failed: CheckboxFilterCode | typeof PRICE_FILTER | null = null;
    let failures = 0;
    for (const code of CHECKBOX_FILTERS) {
      const wanted = selection.checkbox[code];
      if (wanted.length && !doc.options[code].some((id) => wanted.includes(id))) {
        failed = code;
        failures += 1;
      }
    }
    if (range && (doc.price < range.from || doc.price > range.to)) {
      failed = PRICE_FILTER;
      failures += 1;
    }
    if (failures > 1) continue;
    if (failures === 0) total += 1;
    for (const code of CHECKBOX_FILTERS) {
      if (failed !== null && failed !== code) continue;
      const counts = options[code];
      for (const id of doc.options[code]) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    if (failed === null || failed === PRICE_FILTER) prices.push(doc.price / factor);
  }
  return { total, options, price: priceSummary(prices) };
}

function priceSummary(prices: number[]): FacetCounts['price'] {
  if (!prices.length) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const p of prices) {
    if (p < min) min = p;
    if (p > max) max = p;
  }
  const distinct = [...new Set(prices.map((p) => Math.round(p)))].sort((a, b) => a - b);
  const stride = Math.max(1, Math.ceil(distinct.length / MAX_VALID_STEPS));
  return {
    min: Math.floor(min),
    max: Math.ceil(max),
    validSteps: distinct.filter((_, i) => i % stride === 0),
  };
}

/** Counted once per (base, currency, selection) and kept: the same filters on the same listing cost nothing. */
export function facetCounts(
  r: CatalogReader,
  listing: ListingDocs,
  currency: string,
  selection: FilterSelection,
  factor: number,
): FacetCounts {
  const key =
    listing.key === null ? null : `${listing.key}|${currency}|${listingUrl('', selectionParams(selection))}`;
  const hit = key === null ? undefined : r.cache?.facetCounts.get(key);
  if (hit) return hit;
  const counts =
    key !== null && selection.price
      ? countWithPriceIndex(r, listing, currency, selection, factor)
      : countFacets(listing.docs, selection, factor);
  if (key !== null) r.cache?.keep(r.cache.facetCounts, r.since, key, counts);
  return counts;
}

/**
 * A selection with a price range, counted from the price index of its checkbox selection (built once, kept):
 * every new range of the slider costs a few hundred documents whatever the size of the listing. The slider's
 * own bounds are those of the selection without its range (they ignore the price filter).
 */
function countWithPriceIndex(
  r: CatalogReader,
  listing: ListingDocs,
  currency: string,
  selection: FilterSelection,
  factor: number,
): FacetCounts {
  const withoutPrice = { checkbox: selection.checkbox, price: null };
  const key = `${listing.key}|${currency}|${listingUrl('', selectionParams(withoutPrice))}`;
  let index = r.cache?.priceIndexes.get(key);
  if (!index) {
    index = buildPriceIndex(listing.docs, selection.checkbox);
    r.cache?.keep(r.cache.priceIndexes, r.since, key, index, index.size);
  }
  const range = { from: selection.price!.from * factor, to: selection.price!.to * factor };
  return {
    ...countPriceRange(index, range),
    price: facetCounts(r, listing, currency, withoutPrice, factor).price,
  };
}
