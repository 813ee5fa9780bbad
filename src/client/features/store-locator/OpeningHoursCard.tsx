import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OpeningHours } from '../../api/storeLocator';
import { storeLocatorMessages as m } from './messages';
import { openNowText, weekSchedule } from './openingHours';
import './OpeningHoursCard.css';

/** How often the open/closed line is brought up to date while the page stays open. */
const CLOCK_REFRESH_MS = 60_000;

/** The boutique's week, today's day marked and whether it is open now, by the boutique's own clock. */
export function OpeningHoursCard({
  hours,
  timeZone,
  locale,
}: {
  hours: readonly OpeningHours[];
  timeZone: string;
  locale: string;
}) {
  const intl = useIntl();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const week = weekSchedule(hours, { now, timeZone, locale });
  return (
    <section className="shop-page__block" aria-labelledby="shop-hours-title">
      <h2 id="shop-hours-title" className="shop-page__title">
        <FormattedMessage {...m.hoursTitle} />
      </h2>
      <p className={week.now.open ? 'shop-hours__now shop-hours__now--open' : 'shop-hours__now'}>
        {openNowText(week.now, intl)}
      </p>
      <dl className="shop-hours">
        {week.days.map((day) => (
          <div
            key={day.weekday}
            className={day.isToday ? 'shop-hours__row shop-hours__row--today' : 'shop-hours__row'}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <dt>
              {day.isToday ? (
                <FormattedMessage
                  {...m.today}
                  values={{
                    day: day.name,
                    today: (chunks) => <span className="shop-hours__today">{chunks}</span>,
                  }}
                />
              ) : (
                day.name
              )}
            </dt>
            <dd>
              {day.openings.length ? (
                intl.formatList(day.openings, { type: 'unit' })
              ) : (
                <FormattedMessage {...m.closed} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="shop-hours__zone">
        <FormattedMessage {...m.timeZone} values={{ zone: timeZone.replace(/_/g, ' ') }} />
      </p>
    </section>
  );
}
