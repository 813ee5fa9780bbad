import { dobRange, isDobInRange, isoDateIn } from './dob-range';

describe('date-of-birth range (spec 5)', () => {
  test('reaches yearRange years back to 1 January, and ends maxDaysAgo days before today', () => {
    expect(dobRange('2026-03-01', 120, 1)).toEqual({ min: '1906-01-01', max: '2026-02-28' });
    expect(dobRange('2024-03-01', 100, 0)).toEqual({ min: '1924-01-01', max: '2024-03-01' });
  });

  test('accepts only real dates within the range', () => {
    const range = { min: '1906-01-01', max: '2026-02-28' };
    expect(isDobInRange('1988-04-17', range)).toBe(true);
    expect(isDobInRange('1906-01-01', range)).toBe(true);
    expect(isDobInRange('2026-02-28', range)).toBe(true);
    expect(isDobInRange('2026-03-01', range)).toBe(false);
    expect(isDobInRange('1905-12-31', range)).toBe(false);
    expect(isDobInRange('1990-02-31', range)).toBe(false);
    expect(isDobInRange('17/04/1988', range)).toBe(false);
  });

  test('today is the date in the given time zone', () => {
    const lateUtc = new Date('2026-01-01T23:30:00Z');
    expect(isoDateIn(lateUtc, 'UTC')).toBe('2026-01-01');
    expect(isoDateIn(lateUtc, 'Asia/Tokyo')).toBe('2026-01-02');
  });
});
