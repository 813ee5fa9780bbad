// What the catalogue cache keeps of a listing, in a file of its own so the cache depends on no module that
// reads through it.
import type { FacetDoc } from './facet-doc';
import type { CheckboxFilterCode } from './listing-params';

/** The documents of one listing base in one currency, with what sorting needs besides the documents. */
export interface ListingDocs {
  /** Cache key of the base; null when it cannot be cached (a ranking the cache did not make). */
  readonly key: string | null;
  /** Listed products (visible, top-level, priced in the currency), in no particular order. */
  readonly docs: readonly FacetDoc[];
  /** Position in the category (0 in a search). */
  readonly position: ReadonlyMap<number, number>;
  /** Search relevance (0 in a category). */
  readonly rank: ReadonlyMap<number, number>;
}

/** What layered navigation shows of a listing under a filter selection, before any URL is built. */
export interface FacetCounts {
  /** Documents that pass every filter. */
  total: number;
  /** Per checkbox filter and option: documents that pass every OTHER filter (ticking widens, not empties). */
  options: Record<CheckboxFilterCode, Map<number, number>>;
  /** The price slider over documents that pass every filter but price (major units); null when none. */
  price: { min: number; max: number; validSteps: number[] } | null;
}
