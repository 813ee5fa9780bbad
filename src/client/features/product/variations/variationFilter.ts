import type { VariationCard, VariationFilter } from '../../../api/catalog';

/** Spec 4 "Product-page variation filter", as a pure reducer: what a click or a key press does. */
export interface FilterState {
  activeFilter: string | null;
}

export type FilterEvent =
  { type: 'clicked'; filter: VariationFilter } | { type: 'keyPressed'; filter: VariationFilter; key: string };

export interface FilterOutcome {
  state: FilterState;
  /** Where the browser must go instead, for a filter with a url. */
  navigateTo: string | null;
}

function click(state: FilterState, filter: VariationFilter): FilterOutcome {
  const isActive = state.activeFilter === filter.filter_id;
  // A filter with a url navigates to it, unless it is already the active one.
  if (filter.url && !isActive) return { state, navigateTo: filter.url };
  // Otherwise a click toggles: the active filter clears, another one becomes active.
  return { state: { activeFilter: isActive ? null : filter.filter_id }, navigateTo: null };
}

export function reduceFilter(state: FilterState, event: FilterEvent): FilterOutcome {
  if (event.type === 'clicked') return click(state, event.filter);
  // Enter on a filter that is not active acts as a click; on the active one it does nothing.
  if (event.key === 'Enter' && state.activeFilter !== event.filter.filter_id)
    return click(state, event.filter);
  return { state, navigateTo: null };
}

/**
 * With no active filter, or an active filter without productIds, every variation is visible; otherwise only
 * those whose productId is in the filter.
 */
export function visibleVariations(
  variations: readonly VariationCard[],
  filters: readonly VariationFilter[],
  activeFilter: string | null,
): VariationCard[] {
  const active = filters.find((f) => f.filter_id === activeFilter);
  if (!active || active.product_ids.length === 0) return [...variations];
  const shown = new Set(active.product_ids);
  return variations.filter((v) => shown.has(v.product_id));
}
