import type { components } from '../../../common/contract/schema.gen';
import { formatPrice, minorUnitDigits } from '../../../common/money';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import type { FacetDoc } from './facet-doc';
import { loadAttributeOptions, loadFacetDocs, type ListingBase } from './facet-docs.sql';
import { buildActiveFilters, buildFilters, matches, type NavigationContext } from './layered-navigation';
import { loadListItems } from './list-items.sql';
import { keptParams, listingUrl, PAGE_SIZES, parseSelection, type ListingQuery } from './listing-params';

type ProductListing = components['schemas']['ProductListing'];

const SORT_LABELS: Record<string, string> = {
  relevance: 'Relevance',
  position: 'Featured',
  name: 'Name',
  price: 'Price',
  newest: 'Newest',
};

const comparators: Record<string, (a: FacetDoc, b: FacetDoc) => number> = {
  relevance: (a, b) => a.rank - b.rank,
  position: (a, b) => a.position - b.position,
  name: (a, b) => a.name.localeCompare(b.name),
  price: (a, b) => a.price - b.price,
  newest: (a, b) => a.createdAt - b.createdAt,
};

export interface ListingRequest {
  base: ListingBase;
  basePath: string;
  query: ListingQuery;
  sortOptions: string[];
  category: ProductListing['category'];
  searchTerm: string | null;
}

/** One page of a category or search listing, with its layered navigation. */
export async function buildListing(
  db: Queryable,
  store: StoreView,
  req: ListingRequest,
): Promise<ProductListing> {
  const selection = parseSelection(req.query);
  const factor = 10 ** minorUnitDigits(store.currencyCode);
  const [docs, options] = await Promise.all([
    loadFacetDocs(db, store.currencyCode, req.base),
    loadAttributeOptions(db),
  ]);
  const sort = req.query.sort ?? req.sortOptions[0]!;
  // Relevance and newest read best-first; the others ascending.
  const direction = req.query.dir ?? (sort === 'relevance' || sort === 'newest' ? 'desc' : 'asc');
  const compare = comparators[sort] ?? comparators.position!;
  const sign = direction === 'asc' ? 1 : -1;
  const matching = docs
    .filter((d) => matches(d, selection, factor))
    .sort((a, b) => sign * compare(a, b) || a.position - b.position || a.id - b.id);

  const size = req.query.page_size ?? PAGE_SIZES[0];
  const current = req.query.p ?? 1;
  const pageIds = matching.slice((current - 1) * size, current * size).map((d) => d.id);
  const ctx: NavigationContext = {
    basePath: req.basePath,
    kept: keptParams(req.query),
    selection,
    options,
    minorFactor: factor,
  };
  const formatMajor = (n: number) => formatPrice(n * factor, store.currencyCode, store.locale);
  return {
    items: await loadListItems(db, pageIds, store),
    total_count: matching.length,
    page: { current, size, count: Math.max(1, Math.ceil(matching.length / size)) },
    sort: {
      current: sort,
      direction,
      options: req.sortOptions.map((code) => ({ code, label: SORT_LABELS[code] ?? code })),
    },
    filters: buildFilters(docs, ctx),
    active_filters: buildActiveFilters(ctx, formatMajor),
    reset_url: listingUrl(req.basePath, { q: req.query.q }),
    category: req.category,
    search_term: req.searchTerm,
  };
}
