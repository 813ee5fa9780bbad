import { FormattedMessage, useIntl } from 'react-intl';
import type { RegisteredWatch } from '../../api/myWatches';
import { storePaths } from '../../../common/store-paths';
import { formatDay } from './formatDay';
import { myWatchesMessages as m } from './messages';

/**
 * The panel's 'services' view: the server's care plan for this watch (interval, next full service, what it
 * includes) and the ways to get it done; common page links open in a new tab (spec 2.10).
 */
export function ServicesView({ storeCode, watch }: { storeCode: string; watch: RegisteredWatch }) {
  const intl = useIntl();
  const { service } = watch;
  return (
    <div className="watch-panel__view">
      <h3 className="watch-panel__heading">
        <FormattedMessage {...m.serviceIntervalTitle} />
      </h3>
      <p className="watch-panel__lead">
        <FormattedMessage {...m.serviceInterval} values={{ years: service.interval_years }} />
      </p>
      <dl className="watch-panel__facts">
        <div>
          <dt>
            <FormattedMessage {...m.nextService} />
          </dt>
          <dd>{formatDay(intl, service.next_service_on)}</dd>
        </div>
      </dl>
      <h3 className="watch-panel__heading">
        <FormattedMessage {...m.serviceIncludes} />
      </h3>
      <ul className="watch-panel__includes">
        {service.includes.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>
        <FormattedMessage {...m.serviceHelp} />
      </p>
      <div className="watch-panel__links">
        <a
          className="button button--primary"
          href={storePaths.returnLabel(storeCode)}
          target="_blank"
          rel="noopener"
        >
          <FormattedMessage {...m.returnLabel} />
        </a>
        <a
          className="button button--secondary"
          href={storePaths.contact(storeCode)}
          target="_blank"
          rel="noopener"
        >
          <FormattedMessage {...m.contactUs} />
        </a>
      </div>
    </div>
  );
}
