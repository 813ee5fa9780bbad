import { localClock, openNowText, weekSchedule } from './openingHours';

// Geneva's hours (Europe/Zurich): Monday to Friday 10:00-18:30, Saturday 10:00-17:00, Sunday closed.
const SWISS = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, opens: '10:00', closes: '18:30' }))
  .concat([{ weekday: 6, opens: '10:00', closes: '17:00' }]);
const zurich = (iso: string, locale = 'en-GB') =>
  weekSchedule(SWISS, { now: new Date(iso), timeZone: 'Europe/Zurich', locale });

describe('a boutique week', () => {
  test('lists Monday to Sunday in the store locale, a day without hours as closed', () => {
    const week = zurich('2026-11-25T12:00:00Z');
    expect(week.days.map((d) => d.name)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week.days[0]?.openings).toEqual(['10:00 – 18:30']);
    expect(week.days[6]?.openings).toEqual([]);
    expect(zurich('2026-11-25T12:00:00Z', 'fr-FR').days[0]?.name).toBe('lundi');
    expect(zurich('2026-11-25T12:00:00Z', 'en-US').days[5]?.openings).toEqual(['10:00 AM – 5:00 PM']);
  });

  test("marks today by the boutique's own clock, not the shopper's", () => {
    // 23:30 UTC on a Wednesday is already Thursday 00:30 in Zurich, and still Wednesday in New York.
    const late = new Date('2026-11-25T23:30:00Z');
    expect(localClock(late, 'Europe/Zurich')).toEqual({ weekday: 4, minute: 30 });
    expect(localClock(late, 'America/New_York')).toEqual({ weekday: 3, minute: 18 * 60 + 30 });
    expect(
      zurich('2026-11-25T23:30:00Z')
        .days.filter((d) => d.isToday)
        .map((d) => d.name),
    ).toEqual(['Thursday']);
  });

  test('is open between opening and closing, closing time excluded', () => {
    // Wednesday 25 November 2026: Zurich is UTC+1.
    expect(zurich('2026-11-25T09:00:00Z').now).toEqual({ open: true, closesAt: '18:30' });
    expect(openNowText(zurich('2026-11-25T17:29:00Z').now)).toBe('Open now · closes at 18:30');
    expect(openNowText(zurich('2026-11-25T17:30:00Z').now)).toBe('Closed now · opens tomorrow at 10:00');
  });

  test('before opening it opens today; on Saturday evening it opens on Monday', () => {
    expect(openNowText(zurich('2026-11-25T07:00:00Z').now)).toBe('Closed now · opens today at 10:00');
    expect(openNowText(zurich('2026-11-28T17:00:00Z').now)).toBe('Closed now · opens on Monday at 10:00');
    expect(openNowText(zurich('2026-11-29T12:00:00Z').now)).toBe('Closed now · opens tomorrow at 10:00');
  });

  test('a lunch break closes it between two openings of one day', () => {
    const hours = [
      { weekday: 3, opens: '10:00', closes: '12:30' },
      { weekday: 3, opens: '14:00', closes: '18:00' },
    ];
    const at = (iso: string) =>
      weekSchedule(hours, { now: new Date(iso), timeZone: 'Asia/Tokyo', locale: 'en-GB' });
    // Wednesday 13:00 in Tokyo (UTC+9).
    expect(openNowText(at('2026-11-25T04:00:00Z').now)).toBe('Closed now · opens today at 14:00');
    expect(at('2026-11-25T04:00:00Z').days[2]?.openings).toEqual(['10:00 – 12:30', '14:00 – 18:00']);
  });

  test('a boutique without any hours is simply closed', () => {
    expect(openNowText(weekSchedule([], { now: new Date(), timeZone: 'UTC', locale: 'en-GB' }).now)).toBe(
      'Closed',
    );
  });
});
