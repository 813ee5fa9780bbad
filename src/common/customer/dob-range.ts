/**
 * The date-of-birth picker's bounds (spec 5, 'Date of birth picker'): from 1 January of the year `yearRange`
 * years back to `maxDaysAgo` days before today. Dates are ISO `YYYY-MM-DD` text, compared as text.
 */
export interface DobRange {
  min: string;
  max: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Today's date where the shopper is (the browser) or in the store's time zone (the server). */
export function isoDateIn(now: Date, timeZone?: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function dobRange(today: string, yearRange: number, maxDaysAgo: number): DobRange {
  const [, y, m, d] = ISO_DATE.exec(today) ?? [];
  const todayUtc = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const max = new Date(todayUtc - maxDaysAgo * DAY_MS).toISOString().slice(0, 10);
  return { min: `${String(Number(y) - yearRange).padStart(4, '0')}-01-01`, max };
}

/** A real calendar date (no 31 February) within the range. */
export function isDobInRange(value: string, range: DobRange): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  if (date.toISOString().slice(0, 10) !== value) return false;
  return value >= range.min && value <= range.max;
}
