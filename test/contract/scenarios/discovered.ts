import type { components } from '../../../src/common/contract/schema.gen';

type Schemas = components['schemas'];

/**
 * What earlier scenarios learnt from the live API and later ones build their inputs from, so that the
 * verifier works against any catalogue instead of ids hard-coded for the demo seed.
 */
export interface Discovered {
  storeConfig: Schemas['StoreConfig'] | null;
  /** Every store code the server lists (an "unknown" store code must not be one of them). */
  storeCodes: string[];
  /** The category tree, flattened depth-first. */
  categories: Schemas['CategoryNode'][];
  /** Products seen on category listings, in the order they came. */
  products: Schemas['ProductListItem'][];
}

export function emptyDiscovered(): Discovered {
  return { storeConfig: null, storeCodes: [], categories: [], products: [] };
}
