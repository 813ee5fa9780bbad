import type { components } from '../../../common/contract/schema.gen';
import type { FacetCounts } from './cached-listing';
import type { AttributeOption, FacetDoc } from './facet-doc';
import {
  CHECKBOX_FILTERS,
  listingLinks,
  PRICE_FILTER,
  selectionParams,
  type CheckboxFilterCode,
  type FilterSelection,
} from './listing-params';

type LayeredFilter = components['schemas']['LayeredFilter'];
type ActiveFilter = components['schemas']['ActiveFilter'];

export const PRICE_FILTER_ATTRIBUTE_ID = 100;
export const SLIDER_DEFAULT_STEP = 5;

export interface NavigationContext {
  basePath: string;
  kept: Record<string, string | number | undefined>;
  selection: FilterSelection;
  options: AttributeOption[];
  /** 10^(minor digits) of the store currency: converts the slider's major units to prices. */
  minorFactor: number;
  /** Each filter's name in the store's language. */
  filterLabels: Record<CheckboxFilterCode | typeof PRICE_FILTER, string>;
  /** The store's locale, for ordering option labels alphabetically as its readers do. */
  locale: string;
}

/** A doc matches when every active filter, except the one named in `ignore`, accepts it. */
export function matches(doc: FacetDoc, selection: FilterSelection, factor: number, ignore?: string): boolean {
  for (const code of CHECKBOX_FILTERS) {
    if (code === ignore) continue;
    const wanted = selection.checkbox[code];
    if (wanted.length && !doc.options[code].some((id) => wanted.includes(id))) return false;
  }
  if (ignore !== PRICE_FILTER && selection.price) {
    if (doc.price < selection.price.from * factor || doc.price > selection.price.to * factor) return false;
  }
  return true;
}

/** Links from this listing that change one parameter. */
const linksOf = (ctx: NavigationContext) =>
  listingLinks(ctx.basePath, { ...ctx.kept, ...selectionParams(ctx.selection) });

/** The filter's option ids, as the URL writes them, with `id` ticked (`on`) or unticked. */
function toggled(current: number[], id: number, on: boolean): string {
  const next = on ? [...new Set([...current, id])].sort((a, b) => a - b) : current.filter((v) => v !== id);
  return next.join(',');
}

/**
 * Checkbox filters list, for each option, the products that match every *other* active filter (so ticking a
 * second colour widens rather than empties the list). Options with no product are left out unless active.
 */
export function buildFilters(counts: FacetCounts, ctx: NavigationContext): LayeredFilter[] {
  const filters: LayeredFilter[] = [];
  const link = linksOf(ctx);
  for (const code of CHECKBOX_FILTERS) {
    const byOption = counts.options[code];
    const active = ctx.selection.checkbox[code];
    const options = ctx.options
      .filter((o) => o.attributeCode === code && (byOption.has(o.id) || active.includes(o.id)))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label, ctx.locale))
      .map((o) => ({
        value: String(o.id),
        label: o.label,
        count: byOption.get(o.id) ?? 0,
        swatch: o.swatch,
        active: active.includes(o.id),
        apply_url: link(code, toggled(active, o.id, true)),
        remove_url: link(code, toggled(active, o.id, false)),
      }));
    // A filter with a single option and nothing selected cannot narrow anything.
    if (options.length > 1 || active.length)
      filters.push({ type: 'checkbox', code, label: ctx.filterLabels[code], options });
  }
  const slider = buildPriceSlider(counts, ctx, link);
  if (slider) filters.push(slider);
  return filters;
}

function buildPriceSlider(
  counts: FacetCounts,
  ctx: NavigationContext,
  link: ReturnType<typeof linksOf>,
): LayeredFilter | null {
  if (!counts.price) return null;
  const { min, max, validSteps } = counts.price;
  if (min === max && !ctx.selection.price) return null;
  return {
    type: 'slider',
    code: PRICE_FILTER,
    label: ctx.filterLabels.price,
    slider: {
      filterAttributeId: PRICE_FILTER_ATTRIBUTE_ID,
      requestVar: PRICE_FILTER,
      min,
      max,
      from: ctx.selection.price?.from ?? min,
      to: ctx.selection.price?.to ?? max,
      step: SLIDER_DEFAULT_STEP,
      validSteps,
      isPrice: true,
    },
    apply_url: link(PRICE_FILTER, undefined),
  };
}

export function buildActiveFilters(
  ctx: NavigationContext,
  formatMajorPrice: (n: number) => string,
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const link = linksOf(ctx);
  for (const code of CHECKBOX_FILTERS) {
    for (const id of ctx.selection.checkbox[code]) {
      const option = ctx.options.find((o) => o.id === id && o.attributeCode === code);
      if (!option) continue;
      active.push({
        code,
        label: ctx.filterLabels[code],
        value_label: option.label,
        remove_url: link(code, toggled(ctx.selection.checkbox[code], id, false)),
      });
    }
  }
  if (ctx.selection.price) {
    const { from, to } = ctx.selection.price;
    active.push({
      code: PRICE_FILTER,
      label: ctx.filterLabels.price,
      value_label: `${formatMajorPrice(from)} - ${formatMajorPrice(to)}`,
      remove_url: link(PRICE_FILTER, undefined),
    });
  }
  return active;
}
