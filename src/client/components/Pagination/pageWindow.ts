/** Page numbers to show around the current one, with null standing for a gap ("…"). */
export function pageWindow(current: number, count: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    const nearCurrent = Math.abs(page - current) <= radius;
    if (page === 1 || page === count || nearCurrent) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
