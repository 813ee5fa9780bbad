import { searchProductsParams } from './contract/facts.gen';

/** Spec 2.1 / 5 (Search): an empty term is not submitted; shorter than 3 after trimming is not tracked. */
export const MIN_TRACKED_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = searchProductsParams.q.maxLength;

export function isSubmittableSearch(term: string): boolean {
  return term.trim().length > 0;
}

export function isTrackedSearch(term: string): boolean {
  return term.trim().length >= MIN_TRACKED_SEARCH_LENGTH;
}
