import type { ListingDocs } from './cached-listing';
import type { FacetDoc } from './facet-doc';
import { matches } from './layered-navigation';
import type { CatalogReader } from './listing-docs';
import type { FilterSelection } from './listing-params';
import { type DirectionParameter, type EnumOf } from '../../../common/contract/facts.gen';

type Compare = (a: FacetDoc, b: FacetDoc, listing: ListingDocs) => number;

// One collator for every comparison: the same order as String#localeCompare, without its per-call setup.
const collator = new Intl.Collator();
const positionOf = (listing: ListingDocs, doc: FacetDoc) => listing.position.get(doc.id) ?? 0;

const comparators: Record<string, Compare> = {
  relevance: (a, b, l) => (l.rank.get(a.id) ?? 0) - (l.rank.get(b.id) ?? 0),
  position: (a, b, l) => positionOf(l, a) - positionOf(l, b),
  name: (a, b) => collator.compare(a.name, b.name),
  price: (a, b) => a.price - b.price,
  newest: (a, b) => a.createdAt - b.createdAt,
};

/**
 * The listing's documents in the asked order, ties broken by position then id (a total order, so filtering
 * the sorted list gives what sorting the filtered list would). Sorted once per (base, currency, sort,
 * direction) and kept: a request only filters and slices.
 */
export function sortedDocs(
  r: CatalogReader,
  listing: ListingDocs,
  currency: string,
  sort: string,
  direction: EnumOf<typeof DirectionParameter>,
): readonly FacetDoc[] {
  const key = listing.key === null ? null : `${listing.key}|${currency}|${sort}|${direction}`;
  const hit = key === null ? undefined : r.cache?.orders.get(key);
  if (hit) return hit;
  const compare = comparators[sort] ?? comparators.position!;
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...listing.docs].sort(
    (a, b) => sign * compare(a, b, listing) || positionOf(listing, a) - positionOf(listing, b) || a.id - b.id,
  );
  if (key !== null) r.cache?.keep(r.cache.orders, r.since, key, sorted, sorted.length);
  return sorted;
}

export function isEmptySelection(selection: FilterSelection): boolean {
  return !selection.price && Object.values(selection.checkbox).every((ids) => ids.length === 0);
}

/** The ids of one page of the sorted documents that pass the filters; stops reading at the page's end. */
export function pageIds(
  sorted: readonly FacetDoc[],
  selection: FilterSelection,
  factor: number,
  offset: number,
  size: number,
): number[] {
  if (isEmptySelection(selection)) return sorted.slice(offset, offset + size).map((d) => d.id);
  const ids: number[] = [];
  let skipped = 0;
  for (const doc of sorted) {
    if (ids.length === size) break;
    if (!matches(doc, selection, factor)) continue;
    if (skipped < offset) skipped += 1;
    else ids.push(doc.id);
  }
  return ids;
}
