import type { ProductListing } from '../../api/catalog';

/** The layered navigation's shapes, read off the listing (the api index exports the listing, not its parts). */
export type LayeredFilter = ProductListing['filters'][number];
export type CheckboxFilter = Extract<LayeredFilter, { type: 'checkbox' }>;
export type SliderFilter = Extract<LayeredFilter, { type: 'slider' }>;
export type FilterOption = CheckboxFilter['options'][number];

/** Navigation state carried to the reset URL: the page shows the success message once, then forgets it. */
export const FILTER_RESET_STATE = { filterReset: true } as const;

export const isFilterResetState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { filterReset?: unknown }).filterReset === true;
