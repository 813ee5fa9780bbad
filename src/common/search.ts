/** Spec 2.1 / 5 (Search): an empty term is not submitted; shorter than 3 after trimming is not tracked. */
export const MIN_TRACKED_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 128;

export function isSubmittableSearch(term: string): boolean {
  return term.trim().length > 0;
}

export function isTrackedSearch(term: string): boolean {
  return term.trim().length >= MIN_TRACKED_SEARCH_LENGTH;
}

/** The storefront path of a search, relative to the store root: catalogsearch/result/?q={term}. */
export function searchPath(storeCode: string, term: string): string {
  return `/${storeCode}/catalogsearch/result/?q=${encodeURIComponent(term.trim())}`;
}
