import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery, useLogoutCustomerMutation } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { useStoreCode } from '../../lib/store-config';
import { ensureFormKey } from '../../lib/form-key';
import { registrationRequested } from '../../events/registration';
import { storePaths } from '../../../common/store-paths';
import { accountMenuMessages as m } from './accountMenuMessages';
import './session.css';

/**
 * The header's account area: a greeting and 'Sign out' for a customer; for a guest, 'Sign in' and 'Create an
 * account' (which opens the registration modal); neither, in the guest's room, until the sections tell which.
 */
export function AccountMenu() {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const { data, isError } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const [logout, { isLoading }] = useLogoutCustomerMutation();
  const [notice, setNotice] = useState('');
  const customer = data?.customer;
  // Until the sections answer (on the server, which never loads them, and while hydrating) nobody knows who
  // is there: the guest's actions hold their place unseen, so a customer does not see 'Sign in' flash first.
  const pending = data === undefined && !isError;

  const signOut = async () => {
    setNotice('');
    const formKey = await dispatch(ensureFormKey(storeCode));
    const result = formKey ? await logout({ storeCode, logoutRequest: { form_key: formKey } }) : null;
    // The sections reload on their own (the mutation invalidates them); only failures need words.
    if (!result || 'error' in result) setNotice(intl.formatMessage(m.signOutFailed));
    else setNotice(result.data.message);
  };

  return (
    <div className={pending ? 'account-menu account-menu--pending' : 'account-menu'} aria-busy={pending}>
      {customer?.is_logged_in ? (
        <>
          <span className="account-menu__greeting">
            <FormattedMessage {...m.hello} values={{ name: customer.firstname ?? customer.fullname }} />
          </span>
          <Link className="account-menu__action" to={storePaths.account(storeCode)}>
            <FormattedMessage {...m.myAccount} />
          </Link>
          <button type="button" className="account-menu__action" onClick={signOut} disabled={isLoading}>
            <FormattedMessage {...m.signOut} />
          </button>
        </>
      ) : (
        <>
          <Link className="account-menu__action" to={storePaths.signIn(storeCode)}>
            <FormattedMessage {...m.signIn} />
          </Link>
          <button
            type="button"
            className="account-menu__action account-menu__register"
            onClick={() => dispatch(registrationRequested())}
          >
            <FormattedMessage {...m.createAccount} />
          </button>
        </>
      )}
      <span className="visually-hidden" role="status">
        {notice}
      </span>
    </div>
  );
}
