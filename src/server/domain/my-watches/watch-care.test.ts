import { relativeDay } from './watch-care';

describe('how far a warranty day is from today, in the store locale', () => {
  const cases: [string, string, string, string][] = [
    ['2030-11-14', '2026-11-27', 'en-GB', 'in 4 years'],
    ['2030-11-14', '2026-11-27', 'fr-CH', 'dans 4 ans'],
    ['2030-11-14', '2026-11-27', 'de-CH', 'in 4 Jahren'],
    ['2030-11-14', '2026-11-27', 'ja-JP', '4 年後'],
    ['2023-04-09', '2026-11-27', 'en-GB', '4 years ago'],
    ['2026-08-27', '2026-11-27', 'fr-CH', 'il y a 3 mois'],
    ['2027-01-27', '2026-11-27', 'de-CH', 'in 2 Monaten'],
    ['2026-11-28', '2026-11-27', 'en-GB', 'tomorrow'],
    ['2026-11-27', '2026-11-27', 'ja-JP', '今日'],
    ['2026-12-20', '2026-11-27', 'en-GB', 'in 23 days'],
  ];
  test.each(cases)('%s seen on %s in %s reads "%s"', (day, today, locale, words) => {
    expect(relativeDay(day, today, locale)).toBe(words);
  });
});
