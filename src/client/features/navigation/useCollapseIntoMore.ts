import { type RefObject, useEffect, useState } from 'react';
import { visibleItemCount } from './collapseIntoMore';
import { MENU_TIMINGS } from './menuTimings';

const widthWithGap = (el: Element, gap: number) => el.getBoundingClientRect().width + gap;

/**
 * How many first-level entries the desktop bar shows (spec 2.1: what does not fit goes into 'more'). The
 * widths come from a hidden copy of the bar that always holds every entry and 'More'; the count is computed
 * 100 ms after the entries arrive (fonts and layout settled) and again 300 ms after the last resize.
 */
export function useCollapseIntoMore(
  enabled: boolean,
  itemCount: number,
  bar: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
): number {
  // Measured for this many entries; until measured (and on mobile) every entry shows.
  const [measured, setMeasured] = useState<{ of: number; visible: number } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const barEl = bar.current;
      const measureEl = measure.current;
      if (!barEl || !measureEl) return;
      const gap = parseFloat(getComputedStyle(measureEl).columnGap) || 0;
      const cells = [...measureEl.children];
      const more = cells.pop();
      setMeasured({
        of: cells.length,
        visible: visibleItemCount({
          available: barEl.clientWidth,
          itemWidths: cells.map((cell) => widthWithGap(cell, gap)),
          moreWidth: more ? widthWithGap(more, gap) : 0,
          viewportWidth: window.innerWidth,
        }),
      });
    };
    const first = setTimeout(check, MENU_TIMINGS.collapseCheckDelayMs);
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(debounce);
      debounce = setTimeout(check, MENU_TIMINGS.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(first);
      clearTimeout(debounce);
      window.removeEventListener('resize', onResize);
    };
  }, [enabled, itemCount, bar, measure]);

  return enabled && measured?.of === itemCount ? measured.visible : itemCount;
}
