import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorStatus } from '../../api/errors';
import { useGetNewsletterPreferencesQuery } from '../../api/newsletter';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { storePaths } from '../../../common/store-paths';
import { newsletterMessages as m } from './messages';
import { PreferencesPanel } from './PreferencesPanel';
import './newsletter.css';

/**
 * E-mail preferences (`/{store}/newsletter/manage`, an account page inside the account frame, which reports
 * page type 15). If the session has ended meanwhile, the preference answers 401 and the page asks to sign in;
 * signed in, the panel changes the account's own subscription.
 */
export function ManagePage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  const intl = useIntl();
  useDocumentMeta(
    intl.formatMessage(m.manageDocumentTitle, { brand: config.brand.name }),
    intl.formatMessage(m.manageDescription),
    { robots: ROBOTS.private },
  );
  const preferences = useGetNewsletterPreferencesQuery({ storeCode });
  const [open, setOpen] = useState(false);

  const heading = (
    <header className="page-heading page-heading--centred">
      <p className="eyebrow">
        <FormattedMessage {...m.manageEyebrow} />
      </p>
      <h1>
        <FormattedMessage {...m.preferences} />
      </h1>
    </header>
  );

  if (preferences.isError) {
    return (
      <div className="newsletter-page">
        {heading}
        {errorStatus(preferences.error) === 401 ? (
          <section className="form-panel">
            <p>
              <FormattedMessage {...m.manageSignIn} />
            </p>
            <Link className="button button--primary" to={storePaths.signIn(storeCode)}>
              <FormattedMessage {...m.signIn} />
            </Link>
          </section>
        ) : (
          <ErrorState onRetry={() => void preferences.refetch()} />
        )}
      </div>
    );
  }
  if (!preferences.data) return <LoadingState label={intl.formatMessage(m.loadingPreferences)} />;
  const data = preferences.data;

  return (
    <div className="newsletter-page">
      {heading}
      <section className="form-panel" aria-labelledby="newsletter-manage-title">
        <h2 id="newsletter-manage-title" className="newsletter-page__title">
          <FormattedMessage {...m.newsletter} />
        </h2>
        <p className="newsletter-page__summary">
          <FormattedMessage
            {...(data.is_newsletter_subscribed ? m.subscribedAt : m.notSubscribedAt)}
            values={{ email: data.email }}
          />
        </p>
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          <FormattedMessage {...m.editPreferences} />
        </button>
      </section>
      {open ? (
        <PreferencesPanel storeCode={storeCode} preferences={data} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
