import { Link } from 'react-router-dom';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { SignInForm } from './SignInForm';
import { registrationRequested } from '../../events/registration';
import { useAppDispatch } from '../../app/hooks';
import { storePaths } from '../../../common/store-paths';
import './session.css';

/** Page type 13: sign-in for registered customers. */
export function SignInPage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  const dispatch = useAppDispatch();
  usePageView(PAGE_TYPE.login);
  useDocumentMeta(
    `Customer sign-in | ${config.brand.name}`,
    `Sign in to your ${config.brand.name} account to follow your orders and your watches.`,
  );
  const { data } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const customer = data?.customer;

  return (
    <div className="sign-in-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">Your account</p>
        <h1>Customer sign-in</h1>
      </header>
      <section className="form-panel form-panel--narrow" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title" className="sign-in-page__title">
          Registered customers
        </h2>
        {customer?.is_logged_in ? (
          <p className="sign-in-page__intro">
            You are signed in as {customer.fullname ?? customer.email}.{' '}
            <Link to={storePaths.home(storeCode)}>Continue to the boutique</Link>
          </p>
        ) : (
          <>
            <p className="sign-in-page__intro">If you have an account, sign in with your email address.</p>
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
            New customers
          </h2>
          <p className="sign-in-page__intro">
            Creating an account has many benefits: check out faster, keep more than one address, track orders
            and register your watches.
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch(registrationRequested())}
          >
            Create an account
          </button>
        </section>
      )}
    </div>
  );
}
