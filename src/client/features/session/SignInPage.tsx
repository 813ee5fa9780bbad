import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../components/messages';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { SignInForm } from './SignInForm';
import { accountMenuMessages } from './accountMenuMessages';
import { sessionMessages as m } from './messages';
import { registrationRequested } from '../../events/registration';
import { useAppDispatch } from '../../app/hooks';
import { storePaths } from '../../../common/store-paths';
import './session.css';

/** Page type 13: sign-in for registered customers. */
export function SignInPage() {
  const intl = useIntl();
  const config = useStoreConfig();
  const storeCode = config.store_code;
  const dispatch = useAppDispatch();
  usePageView(PAGE_TYPE.login);
  useDocumentMeta(
    intl.formatMessage(commonMessages.pageTitle, {
      page: intl.formatMessage(m.pageTitle),
      brand: config.brand.name,
    }),
    intl.formatMessage(m.pageDescription, { brand: config.brand.name }),
    { robots: ROBOTS.noindexFollow },
  );
  const { data } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const customer = data?.customer;

  return (
    <div className="sign-in-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.pageTitle} />
        </h1>
      </header>
      <section className="form-panel form-panel--narrow" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title" className="sign-in-page__title">
          <FormattedMessage {...m.registered} />
        </h2>
        {customer?.is_logged_in ? (
          <p className="sign-in-page__intro">
            <FormattedMessage
              {...m.signedInAs}
              values={{
                name: customer.fullname ?? customer.email,
                link: (chunks) => <Link to={storePaths.home(storeCode)}>{chunks}</Link>,
              }}
            />
          </p>
        ) : (
          <>
            <p className="sign-in-page__intro">
              <FormattedMessage {...m.intro} />
            </p>
            <SignInForm />
          </>
        )}
      </section>
      {customer?.is_logged_in ? null : (
        <section
          className="form-panel form-panel--narrow sign-in-page__new"
          aria-labelledby="new-customer-title"
        >
          <h2 id="new-customer-title" className="sign-in-page__title">
            <FormattedMessage {...m.newCustomers} />
          </h2>
          <p className="sign-in-page__intro">
            <FormattedMessage {...m.benefits} />
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch(registrationRequested())}
          >
            <FormattedMessage {...accountMenuMessages.createAccount} />
          </button>
        </section>
      )}
    </div>
  );
}
