import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { watchRegistrationRequested } from '../../events/watch-registration';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { watchRegistrationMessages as m } from './messages';
import './watch-registration.css';

/**
 * `registermywatch/register`, where the header's 'register my watch' button goes (spec 2.1): the page opens the
 * modal, and offers to open it again once closed. Spec 2.17 gives it no page type of its own: 11, unnamed.
 */
export function RegisterWatchPage() {
  const config = useStoreConfig();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  usePageView(PAGE_TYPE.unnamed);
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.metaDescription, { brand }),
    { robots: ROBOTS.noindexFollow },
  );
  useEffect(() => {
    dispatch(watchRegistrationRequested());
  }, [dispatch]);
  return (
    <div className="register-watch-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.pageEyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
        <p className="page-heading__lead">
          <FormattedMessage {...m.pageLead} />
        </p>
      </header>
      <p className="register-watch-page__action">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(watchRegistrationRequested())}
        >
          <FormattedMessage {...m.title} />
        </button>
      </p>
    </div>
  );
}
