import { render, screen, within } from '@testing-library/react';
import { PickupCalendar } from './PickupCalendar';
import { calendarMonths } from './pickupDates';

const firstMonth = (locale: string) => {
  render(
    <PickupCalendar
      id="calendar"
      first="2026-12-02"
      last="2026-12-30"
      selected={null}
      locale={locale}
      onPick={() => undefined}
    />,
  );
  return screen.getAllByRole('table')[0]!;
};

describe("the pickup calendar in the store's locale (issue 13)", () => {
  test.each([
    ['en-US', 'December 2026', 'Sun', 'Sunday', 'Tue'],
    ['ja-JP', '2026年12月', '日', '日曜日', '火'],
    ['fr-CH', 'décembre 2026', 'lun.', 'lundi', 'mar.'],
    ['de-CH', 'Dezember 2026', 'Mo', 'Montag', 'Di'],
  ])(
    '%s: month and weekday names, the week from its first day',
    (locale, month, first, firstLong, tuesday) => {
      const table = firstMonth(locale);
      expect(within(table).getByText(month, { selector: 'caption' })).toBeInTheDocument();
      const headers = within(table).getAllByRole('columnheader');
      expect(headers[0]).toHaveTextContent(first);
      expect(headers[0]).toHaveAttribute('abbr', firstLong);
      // 1 December 2026 is a Tuesday: it sits under Tuesday whichever day the week begins with.
      const firstWeek = within(table).getAllByRole('row')[1]!;
      const cells = within(firstWeek).getAllByRole('cell');
      const column = cells.findIndex((cell) => cell.textContent === '1');
      expect(headers[column]).toHaveTextContent(tuesday);
    },
  );

  test('a Sunday-first month pads the Sunday and Monday before a Tuesday 1st', () => {
    const [december] = calendarMonths('2026-12-02', '2026-12-30', 7);
    expect(december?.weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });
});
