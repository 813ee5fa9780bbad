import { fromPickupValue } from '../../../../common/checkout/pickup';

/** d/M/yy as the shopper types it (leading zeros allowed) -> ISO date, or null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return fromPickupValue(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(iso: string): [number, number, number] {
  const match = ISO.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const isoOf = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export interface CalendarMonth {
  /** ISO date of the month's first day. */
  first: string;
  /** Weeks from the locale's first day (Monday unless told); null pads the days before the 1st and after the last. */
  weeks: (string | null)[][];
}

/**
 * The months a date window touches, as week rows for the pickup calendar. `firstDay` is the week's first day as
 * Intl's week info numbers it (1 = Monday … 7 = Sunday).
 */
export function calendarMonths(firstIso: string, lastIso: string, firstDay = 1): CalendarMonth[] {
  const [lastYear, lastMonth] = partsOf(lastIso);
  let [year, month] = partsOf(firstIso);
  const months: CalendarMonth[] = [];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const offset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - (firstDay % 7) + 7) % 7;
    const cells: (string | null)[] = Array<null>(offset).fill(null);
    for (let day = 1; day <= days; day++) cells.push(isoOf(year, month, day));
    while (cells.length % 7) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
    months.push({ first: isoOf(year, month, 1), weeks });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}
