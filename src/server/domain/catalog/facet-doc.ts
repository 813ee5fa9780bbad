import type { CheckboxFilterCode } from './listing-params';

/**
 * What filtering, counting and sorting need to know about one listed product in one currency, whatever the
 * listing (its position in a category and its search relevance belong to the listing: see ListingDocs).
 * Shared by every cached listing: never mutated. No stock here, so that a sale leaves these in the cache.
 */
export interface FacetDoc {
  readonly id: number;
  readonly name: string;
  readonly createdAt: number;
  /** Price in minor units of the currency. */
  readonly price: number;
  /** Option ids per checkbox filter (a watch has one collection but several dial colours). */
  readonly options: Readonly<Record<CheckboxFilterCode, readonly number[]>>;
}

export interface AttributeOption {
  id: number;
  attributeCode: string;
  label: string;
  swatch: string | null;
  sortOrder: number;
}
