import { WATCH_CARE } from '../../../../config/watch-care';
import { type EnumOf, type WarrantyData } from '../../../common/contract/facts.gen';

/** A calendar day, `YYYY-MM-DD` (UTC): warranty and service dates are days, not instants. */
export type Day = string;

export interface CareBasis {
  /** The day the customer bought the watch in this shop, if they did. */
  purchasedOn: Day | null;
  /** The day the manufacture finished it (the registry). */
  manufacturedOn: Day;
}

export interface Warranty {
  status: EnumOf<typeof WarrantyData.status>;
  years: number;
  startsOn: Day;
  endsOn: Day;
  countedFrom: EnumOf<typeof WarrantyData.counted_from>;
}

/** The same day `years` later; 29 February becomes 28 February in a common year (as contracts count it). */
export function addYears(day: Day, years: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

export const dayOf = (at: Date): Day => at.toISOString().slice(0, 10);

/** Bought here: from the purchase; otherwise from the day the manufacture finished it. */
const startOf = (basis: CareBasis) =>
  basis.purchasedOn === null
    ? { startsOn: basis.manufacturedOn, countedFrom: 'manufacture' as const }
    : { startsOn: basis.purchasedOn, countedFrom: 'purchase' as const };

/** The warranty on `today`: valid through its last day included. */
export function warrantyOf(basis: CareBasis, today: Day, years: number = WATCH_CARE.warrantyYears): Warranty {
  const { startsOn, countedFrom } = startOf(basis);
  const endsOn = addYears(startsOn, years);
  return { status: today <= endsOn ? 'valid' : 'expired', years, startsOn, endsOn, countedFrom };
}

/**
 * The next recommended full service: every `interval` years from the start, the first such day that is today
 * or later (a watch past several intervals is due at the next one, not at one in the past).
 */
export function nextServiceOn(
  basis: CareBasis,
  today: Day,
  interval: number = WATCH_CARE.serviceIntervalYears,
): Day {
  const { startsOn } = startOf(basis);
  let n = 1;
  while (addYears(startsOn, n * interval) < today) n += 1;
  return addYears(startsOn, n * interval);
}

/** '14 November 2030': the server's messages name days the way the shop's English pages do. */
export function longDay(day: Day, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const DAY_MS = 86_400_000;

/**
 * How far `day` is from `today` in the store's words ('in 4 years', 'dans 4 ans', 'vor 3 Monaten', '4 年後'):
 * years from about eleven months on, months from about six weeks, else days ('tomorrow', 'today').
 * Rounded to the nearest unit, as a person would say it.
 */
export function relativeDay(day: Day, today: Day, locale: string): string {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const size = Math.abs(days);
  if (size >= 335) return format.format(Math.round(days / 365.25), 'year');
  if (size >= 45) return format.format(Math.round(days / 30.44), 'month');
  return format.format(days, 'day');
}
