import type { IntlShape } from 'react-intl';
import { OpeningHours as OPENING_HOURS } from '../../api/contract-facts';
import type { OpeningHours } from '../../api/storeLocator';
import { storeLocatorMessages as m } from './messages';
import { englishIntl } from '../../lib/i18n/englishIntl';

/*
 * A boutique's week as its page shows it (issue 12): each day's hours in the store's locale, today's day (by the
 * boutique's own clock, in its time zone) marked, and whether it is open now. Pure: the clock is an argument.
 */

/** ISO weekdays: 1 Monday ... DAYS_A_WEEK Sunday (the contract's range). */
export type Weekday = number;
const DAYS_A_WEEK = OPENING_HOURS.weekday.maximum;

export interface DaySchedule {
  weekday: Weekday;
  /** The day's name in the store's locale ('Monday', 'lundi'). */
  name: string;
  /** Each opening as the store's locale writes times ('10:00 – 18:30', '10:00 AM – 6:30 PM'); empty: closed. */
  openings: string[];
  isToday: boolean;
}

export type OpenNow =
  | { open: true; closesAt: string }
  | { open: false; opensAt: string; opensOn: 'today' | 'tomorrow' | string }
  | { open: false; opensAt: null; opensOn: null };

export interface WeekSchedule {
  days: DaySchedule[];
  now: OpenNow;
}

const WEEKDAYS: readonly Weekday[] = Array.from({ length: DAYS_A_WEEK }, (_, i) => i + 1);
const SHORT_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MINUTES_A_DAY = 24 * 60;

/** 'HH:MM' -> minutes after midnight. */
const minutesOf = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** The boutique's local weekday and minute of the day at `now`. */
export function localClock(now: Date, timeZone: string): { weekday: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = SHORT_NAMES.indexOf(part('weekday')) + 1 || 1;
  return { weekday, minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** A weekday's name in the locale (1 January 2024 was a Monday). */
export const weekdayName = (weekday: Weekday, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));

/** 'HH:MM' as the locale writes a time of day. */
export const formatTime = (time: string, locale: string): string => {
  const minutes = minutesOf(time);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60),
  );
};

export function weekSchedule(
  hours: readonly OpeningHours[],
  options: { now: Date; timeZone: string; locale: string },
): WeekSchedule {
  const { locale } = options;
  const clock = localClock(options.now, options.timeZone);
  const on = (weekday: Weekday) =>
    hours.filter((h) => h.weekday === weekday).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  const days = WEEKDAYS.map<DaySchedule>((weekday) => ({
    weekday,
    name: weekdayName(weekday, locale),
    openings: on(weekday).map((h) => `${formatTime(h.opens, locale)} – ${formatTime(h.closes, locale)}`),
    isToday: weekday === clock.weekday,
  }));
  return { days, now: openNow(hours, clock, locale) };
}

/** Open now (and until when), or when it opens next within the coming week. */
function openNow(
  hours: readonly OpeningHours[],
  clock: { weekday: Weekday; minute: number },
  locale: string,
): OpenNow {
  const current = hours.find(
    (h) =>
      h.weekday === clock.weekday && minutesOf(h.opens) <= clock.minute && clock.minute < minutesOf(h.closes),
  );
  if (current) return { open: true, closesAt: formatTime(current.closes, locale) };
  // Minutes from now to each opening in the next seven days (today's later openings included).
  const ahead = hours
    .map((h) => {
      const daysAhead = (h.weekday - clock.weekday + DAYS_A_WEEK) % DAYS_A_WEEK;
      let delta = daysAhead * MINUTES_A_DAY + minutesOf(h.opens) - clock.minute;
      if (delta <= 0) delta += DAYS_A_WEEK * MINUTES_A_DAY;
      return { h, delta };
    })
    .sort((a, b) => a.delta - b.delta)[0];
  if (!ahead) return { open: false, opensAt: null, opensOn: null };
  const days = Math.floor((clock.minute + ahead.delta) / MINUTES_A_DAY);
  const opensOn = days === 0 ? 'today' : days === 1 ? 'tomorrow' : weekdayName(ahead.h.weekday, locale);
  return { open: false, opensAt: formatTime(ahead.h.opens, locale), opensOn };
}

/**
 * The status line in the intl's language: 'Open now · closes at 18:30', 'Closed now · opens tomorrow at 10:00'.
 */
export function openNowText(now: OpenNow, intl: IntlShape = englishIntl()): string {
  if (now.open) return intl.formatMessage(m.openNow, { time: now.closesAt });
  if (now.opensAt === null) return intl.formatMessage(m.closed);
  const named = now.opensOn !== 'today' && now.opensOn !== 'tomorrow';
  return intl.formatMessage(m.closedNow, {
    when: named ? 'other' : now.opensOn,
    day: named ? now.opensOn : '',
    time: now.opensAt,
  });
}
