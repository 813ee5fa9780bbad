import type { ListCategoryProductsApiArg, SearchProductsApiArg } from '../api/catalog';
import {
  DirectionParameter,
  OptionIdList,
  PageParameter,
  PageSizeParameter,
  PriceFilterParameter,
  searchProductsParams,
  SortParameter,
} from '../api/contract-facts';

type ListingParams = Omit<ListCategoryProductsApiArg, 'storeCode' | 'categoryId' | 'sort'> & {
  sort?: string;
};

const OPTION_IDS = OptionIdList.pattern;
const RANGE = PriceFilterParameter.pattern;
const PAGE_SIZES = PageSizeParameter.enum;

const FILTERS = [
  ['collection', 'collection'],
  ['colour', 'colour'],
  ['case_size', 'caseSize'],
  ['material', 'material'],
] as const;

/**
 * Reads a listing's query string (p, page_size, sort, dir and the filters) into API arguments, so that a
 * filtered or paginated URL reloads to the same page. Values the contract would reject are dropped rather
 * than turned into an error page.
 */
export function listingParamsFromSearch(search: URLSearchParams): ListingParams {
  const params: ListingParams = {};
  const page = Number(search.get('p'));
  if (Number.isInteger(page) && page > 1 && page <= PageParameter.maximum) params.p = page;
  const size = Number(search.get('page_size'));
  const pageSize = PAGE_SIZES.find((s) => s === size);
  if (pageSize) params.pageSize = pageSize;
  const sort = search.get('sort');
  if (sort && /^[a-z_]{1,32}$/.test(sort)) params.sort = sort;
  const dir = search.get('dir');
  const direction = DirectionParameter.enum.find((d) => d === dir);
  if (direction) params.dir = direction;
  for (const [queryName, argName] of FILTERS) {
    const value = search.get(queryName);
    if (value && OPTION_IDS.test(value)) params[argName] = value;
  }
  const price = search.get('price');
  if (price && RANGE.test(price) && isOrderedRange(price)) params.price = price;
  return params;
}

/** `from-to` with from <= to: the API refuses a reversed range, and a hand-edited URL should not break the page. */
function isOrderedRange(range: string): boolean {
  const [from, to] = range.split('-').map(Number);
  return from !== undefined && to !== undefined && from <= to;
}

const CATEGORY_SORTS = SortParameter.enum;
const SEARCH_SORTS = searchProductsParams.sort.enum;

export function categoryListingArgs(
  search: URLSearchParams,
): Omit<ListCategoryProductsApiArg, 'storeCode' | 'categoryId'> {
  const { sort, ...rest } = listingParamsFromSearch(search);
  const known = CATEGORY_SORTS.find((s) => s === sort);
  return known ? { ...rest, sort: known } : rest;
}

export function searchListingArgs(search: URLSearchParams): Omit<SearchProductsApiArg, 'storeCode' | 'q'> {
  const { sort, ...rest } = listingParamsFromSearch(search);
  const known = SEARCH_SORTS.find((s) => s === sort);
  return known ? { ...rest, sort: known } : rest;
}

/** The current URL's query with some keys changed (null removes a key); the order of the others is kept. */
export function withQuery(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
