import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery, useLogoutCustomerMutation } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { registrationRequested } from '../../events/registration';
import { accountNavEntries } from '../../lib/account-nav-entries';
import { ensureFormKey } from '../../lib/form-key';
import { useStoreCode, useStorePaths } from '../../lib/store-config';
import { menuClosed } from './menuSlice';
import { navigationMessages as m } from './messages';
import './MenuAccountTab.css';

/**
 * The mobile menu's Account tab: for a customer the account navigation's entries and Sign Out; for a guest,
 * Sign in and Create an account (the registration modal).
 */
export function MenuAccountTab() {
  const storeCode = useStoreCode();
  const paths = useStorePaths();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { data } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const [logout, { isLoading }] = useLogoutCustomerMutation();
  const [notice, setNotice] = useState('');
  const customer = data?.customer;
  const close = () => dispatch(menuClosed());

  const signOut = async () => {
    setNotice('');
    const formKey = await dispatch(ensureFormKey(storeCode));
    const result = formKey ? await logout({ storeCode, logoutRequest: { form_key: formKey } }) : null;
    setNotice(!result || 'error' in result ? intl.formatMessage(m.signOutFailed) : result.data.message);
  };

  if (!customer?.is_logged_in) {
    return (
      <div className="menu-account">
        <p className="menu-account__intro">
          <FormattedMessage {...m.guestIntro} />
        </p>
        <Link className="button button--primary menu-account__action" to={paths.signIn()} onClick={close}>
          <FormattedMessage {...m.signIn} />
        </Link>
        <button
          type="button"
          className="button button--secondary menu-account__action"
          onClick={() => {
            close();
            dispatch(registrationRequested());
          }}
        >
          <FormattedMessage {...m.createAccount} />
        </button>
      </div>
    );
  }
  return (
    <div className="menu-account">
      <p className="menu-account__intro">
        <FormattedMessage {...m.hello} values={{ name: customer.firstname ?? customer.fullname }} />
      </p>
      <ul className="menu-account__list">
        {accountNavEntries(paths).map((entry) => (
          <li key={entry.to}>
            <Link className="menu-account__link" to={entry.to} onClick={close}>
              <FormattedMessage {...entry.message} />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="menu-account__link" onClick={signOut} disabled={isLoading}>
            <FormattedMessage {...m.signOut} />
          </button>
        </li>
      </ul>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
    </div>
  );
}
