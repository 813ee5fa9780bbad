import { ROBOTS } from '../../lib/head/robots';
import { categoryListingArgs } from '../../lib/listing-params';

export interface ListingIndexing {
  canonicalPath: string;
  robots: string | null;
}

/**
 * How search engines should treat a category URL. Any query parameter that changes what the listing shows
 * (a filter, the price range, the sort or its direction, the page size) makes a view of the category, not a
 * page of its own: noindex, follow, canonical to the plain category. The pages of the plain listing (`?p=2`
 * and on) are pages of their own: indexed and canonical to themselves, so the products deep in the list stay
 * reachable (Google no longer reads rel=prev/next, and a canonical to page 1 would hide them). Parameters the
 * listing ignores (`utm_source`) change nothing.
 */
export function categoryListingIndexing(fullUrl: string, search: URLSearchParams): ListingIndexing {
  const { p, ...view } = categoryListingArgs(search);
  if (Object.keys(view).length > 0) return { canonicalPath: fullUrl, robots: ROBOTS.noindexFollow };
  return { canonicalPath: p && p > 1 ? `${fullUrl}?p=${p}` : fullUrl, robots: null };
}
