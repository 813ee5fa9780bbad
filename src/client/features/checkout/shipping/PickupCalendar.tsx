import { formatPickupDisplay } from '../../../../common/checkout/pickup';
import { calendarMonths } from './pickupDates';
import { firstDayOfWeek } from './weekStart';

interface PickupCalendarProps {
  id: string;
  first: string;
  last: string;
  selected: string | null;
  locale: string;
  onPick: (isoDate: string) => void;
}

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** A week of real dates beginning on `firstDay` (1 = Monday … 7 = Sunday): 1 January 2024 was a Monday. */
const weekFrom = (firstDay: number): string[] =>
  Array.from({ length: 7 }, (_, i) => `2024-01-${String(firstDay + i).padStart(2, '0')}`);

/** The months of the pickup window; only the days inside it can be chosen. */
export function PickupCalendar({ id, first, last, selected, locale, onPick }: PickupCalendarProps) {
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const firstDay = firstDayOfWeek(locale);
  return (
    <div id={id} className="pickup-calendar">
      {calendarMonths(first, last, firstDay).map((month) => (
        <table key={month.first} className="pickup-calendar__month">
          <caption>{monthName.format(utc(month.first))}</caption>
          <thead>
            <tr>
              {weekFrom(firstDay).map((day) => (
                <th key={day} scope="col" abbr={weekdayLong.format(utc(day))}>
                  {weekday.format(utc(day))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week) => (
              <tr key={week.find(Boolean) ?? month.first}>
                {week.map((day, i) => (
                  <td key={day ?? `pad-${i}`}>
                    {day ? (
                      <button
                        type="button"
                        className="pickup-calendar__day"
                        disabled={day < first || day > last}
                        aria-pressed={day === selected}
                        aria-label={fullDate.format(utc(day))}
                        title={formatPickupDisplay(day)}
                        onClick={() => onPick(day)}
                      >
                        {Number(day.slice(8))}
                      </button>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
