/**
 * Centres an entry of a horizontal scroller within it, without scrolling the page itself (scrollIntoView
 * would also move the window vertically on a phone).
 */
export function scrollEntryIntoView(scroller: HTMLElement, entry: HTMLElement): void {
  const left = entry.offsetLeft - (scroller.clientWidth - entry.offsetWidth) / 2;
  const max = scroller.scrollWidth - scroller.clientWidth;
  scroller.scrollLeft = Math.max(0, Math.min(left, max));
}
