import type { components } from '../../../common/contract/schema.gen';
import { formatPrice, minorUnitDigits } from '../../../common/money';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { catalogCacheFor } from './catalog-cache';
import { facetCounts } from './facet-counts';
import type { ListingBase } from './facet-docs.sql';
import { buildActiveFilters, buildFilters, type NavigationContext } from './layered-navigation';
import { filterLabels, sortLabels } from './messages';
import { loadStoreTexts } from './store-texts';
import { storeIntl } from '../i18n/store-intl';
import type { IntlShape } from '@formatjs/intl';
import { loadListItems } from './list-items.sql';
import { attributeOptions, loadListingDocs, type CatalogReader } from './listing-docs';
import { pageIds, sortedDocs } from './listing-order';
import { keptParams, listingUrl, PAGE_SIZES, parseSelection, type ListingQuery } from './listing-params';

type ProductListing = components['schemas']['ProductListing'];

const minorFactor = (currency: string): number => 10 ** minorUnitDigits(currency);

export interface ListingRequest {
  base: ListingBase;
  basePath: string;
  query: ListingQuery;
  sortOptions: string[];
  category: ProductListing['category'];
  searchTerm: string | null;
}

/**
 * One page of a category or search listing, with its layered navigation. The documents, their sorted orders
 * and the facet counts come from the catalogue cache, so a request costs the page and not the catalogue.
 */
export async function buildListing(
  db: Queryable,
  store: StoreView,
  req: ListingRequest,
  /** When the oldest list item of the page was read (`loadListItems`). */
  itemsReadAt?: { oldest: number },
): Promise<ProductListing> {
  const cache = catalogCacheFor(db);
  const reader: CatalogReader = { db, cache, since: cache?.generation ?? { catalogue: 0, stock: 0 } };
  const currency = store.currencyCode;
  const selection = parseSelection(req.query);
  const factor = minorFactor(currency);
  const [listing, defaultOptions, texts] = await Promise.all([
    loadListingDocs(reader, currency, req.base),
    attributeOptions(reader),
    loadStoreTexts(db, store.id),
  ]);
  const intl = storeIntl(store);
  const options = defaultOptions.map((o) => ({
    ...o,
    label: texts.text('attribute_option', o.id, 'label', o.label),
  }));
  const sort = req.query.sort ?? req.sortOptions[0]!;
  // Relevance and newest read best-first; the others ascending.
  const direction = req.query.dir ?? (sort === 'relevance' || sort === 'newest' ? 'desc' : 'asc');
  const counts = facetCounts(reader, listing, currency, selection, factor);

  const size = req.query.page_size ?? PAGE_SIZES[0];
  const current = req.query.p ?? 1;
  const sorted = sortedDocs(reader, listing, currency, sort, direction);
  const ids = pageIds(sorted, selection, factor, (current - 1) * size, size);
  const ctx: NavigationContext = {
    basePath: req.basePath,
    kept: keptParams(req.query),
    selection,
    options,
    minorFactor: factor,
    filterLabels: {
      collection: intl.formatMessage(filterLabels.collection),
      colour: intl.formatMessage(filterLabels.colour),
      case_size: intl.formatMessage(filterLabels.case_size),
      material: intl.formatMessage(filterLabels.material),
      price: intl.formatMessage(filterLabels.price),
    },
    locale: store.locale,
  };
  const formatMajor = (n: number) => formatPrice(n * factor, currency, store.locale);
  return {
    items: await loadListItems(db, ids, store, itemsReadAt),
    total_count: counts.total,
    page: { current, size, count: Math.max(1, Math.ceil(counts.total / size)) },
    sort: {
      current: sort,
      direction,
      options: req.sortOptions.map((code) => ({ code, label: sortLabel(intl, code) })),
    },
    filters: buildFilters(counts, ctx),
    active_filters: buildActiveFilters(ctx, formatMajor),
    reset_url: listingUrl(req.basePath, { q: req.query.q }),
    category: req.category,
    search_term: req.searchTerm,
  };
}

const isSortCode = (code: string): code is keyof typeof sortLabels => Object.hasOwn(sortLabels, code);

/** A sort option's name in the store's language (an option the shop does not name shows its code). */
const sortLabel = (intl: IntlShape, code: string): string =>
  isSortCode(code) ? intl.formatMessage(sortLabels[code]) : code;
