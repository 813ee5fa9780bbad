import type { RegisteredWatch } from '../../api/myWatches';
import { storePaths } from '../../../common/store-paths';
import { formatDay } from './formatDay';
import { MY_WATCHES_TEXTS as TEXTS, serviceInterval } from './myWatchesTexts';

/**
 * The panel's 'services' view: the server's care plan for this watch (interval, next full service, what it
 * includes) and the ways to get it done; common page links open in a new tab (spec 2.10).
 */
export function ServicesView({
  storeCode,
  watch,
  locale,
}: {
  storeCode: string;
  watch: RegisteredWatch;
  locale: string;
}) {
  const { service } = watch;
  return (
    <div className="watch-panel__view">
      <h3 className="watch-panel__heading">{TEXTS.serviceIntervalTitle}</h3>
      <p className="watch-panel__lead">{serviceInterval(service.interval_years)}</p>
      <dl className="watch-panel__facts">
        <div>
          <dt>{TEXTS.nextService}</dt>
          <dd>{formatDay(service.next_service_on, locale)}</dd>
        </div>
      </dl>
      <h3 className="watch-panel__heading">{TEXTS.serviceIncludes}</h3>
      <ul className="watch-panel__includes">
        {service.includes.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>{TEXTS.serviceHelp}</p>
      <div className="watch-panel__links">
        <a
          className="button button--primary"
          href={storePaths.returnLabel(storeCode)}
          target="_blank"
          rel="noopener"
        >
          {TEXTS.returnLabel}
        </a>
        <a
          className="button button--secondary"
          href={storePaths.contact(storeCode)}
          target="_blank"
          rel="noopener"
        >
          {TEXTS.contactUs}
        </a>
      </div>
    </div>
  );
}
