import { calendarMonths, parseDisplayDate } from './pickupDates';

describe('pickup dates as the shopper sees them', () => {
  test.each([
    ['2/12/26', '2026-12-02'],
    ['02/12/26', '2026-12-02'],
    [' 29/2/28 ', '2028-02-29'],
    ['29/2/27', null],
    ['31/4/26', null],
    ['2026-12-02', null],
    ['', null],
  ])('d/M/yy %j -> %j', (text, iso) => {
    expect(parseDisplayDate(text)).toBe(iso);
  });

  test('the calendar holds the months of the window, in Monday-first weeks', () => {
    const months = calendarMonths('2026-12-09', '2026-12-31');
    expect(months).toHaveLength(1);
    // 1 December 2026 is a Tuesday.
    expect(months[0]?.weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(calendarMonths('2026-12-20', '2027-01-11').map((month) => month.first)).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
    for (const month of calendarMonths('2026-02-01', '2026-02-28')) {
      for (const week of month.weeks) expect(week).toHaveLength(7);
    }
  });
});
