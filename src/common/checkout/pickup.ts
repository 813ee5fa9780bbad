/**
 * Spec 5 (Pickup date and time): between today + 7 and today + 29 days, displayed d/M/yy, sent yy-mm-dd,
 * times from the configured options. Dates are ISO `YYYY-MM-DD` strings in the store's time zone, so the
 * rule reads the same in a browser in Tokyo and on a server in UTC.
 */
export const PICKUP_MIN_DAYS = 7;
export const PICKUP_MAX_DAYS = 29;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function toUtc(iso: string): Date | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  if (!date) throw new Error(`Not a date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function pickupWindow(todayIso: string, minDays = PICKUP_MIN_DAYS, maxDays = PICKUP_MAX_DAYS) {
  return { first: addDays(todayIso, minDays), last: addDays(todayIso, maxDays) };
}

export function isPickupDateAllowed(
  isoDate: string,
  todayIso: string,
  minDays?: number,
  maxDays?: number,
): boolean {
  if (!toUtc(isoDate)) return false;
  const { first, last } = pickupWindow(todayIso, minDays, maxDays);
  return isoDate >= first && isoDate <= last;
}

/** yy-mm-dd, the value the shipping information call sends. */
export const toPickupValue = (isoDate: string): string => isoDate.slice(2);

/** The ISO date of a yy-mm-dd value (20yy), or null when it is not a real date. */
export function fromPickupValue(value: string): string | null {
  if (!/^\d{2}-\d{2}-\d{2}$/.test(value)) return null;
  const iso = `20${value}`;
  return toUtc(iso) ? iso : null;
}

/** d/M/yy, as the date field shows it. */
export function formatPickupDisplay(isoDate: string): string {
  const match = ISO.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])}/${Number(match[2])}/${match[1]!.slice(2)}`;
}

export const isPickupTimeAllowed = (time: string, options: readonly string[]): boolean =>
  options.includes(time);
