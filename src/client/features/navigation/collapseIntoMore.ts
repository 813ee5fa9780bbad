import { NO_COLLAPSE_BELOW_PX } from './menuTimings';

export interface CollapseInput {
  /** The width the bar's first level may use. */
  available: number;
  /** Each first-level item's width, gaps included, in display order. */
  itemWidths: readonly number[];
  /** The width of the 'more' item, gap included. */
  moreWidth: number;
  /** The window's width: below 640 px nothing collapses (spec 2.1). */
  viewportWidth: number;
}

/**
 * How many first-level items the desktop bar shows; the rest go into 'more'. Everything shows when it fits,
 * or when the window is narrower than 640 px; otherwise the longest run from the start that leaves room for
 * 'more'.
 */
export function visibleItemCount({ available, itemWidths, moreWidth, viewportWidth }: CollapseInput): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (viewportWidth < NO_COLLAPSE_BELOW_PX || total <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
