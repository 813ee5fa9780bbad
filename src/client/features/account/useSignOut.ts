import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutCustomerMutation } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { ensureFormKey } from '../../lib/form-key';
import { useStoreCode } from '../../lib/store-config';
import { storePaths } from '../../../common/store-paths';

export const SIGN_OUT_FAILED = 'Could not sign you out. Please try again.';

/**
 * The account navigation's Sign Out: the header's sign-out call, then the home page (Magento leaves the
 * account for the store's front page), before the account area can send a signed-out visitor to sign in.
 */
export function useSignOut() {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutCustomerMutation();
  const [notice, setNotice] = useState('');

  const signOut = async () => {
    setNotice('');
    const formKey = await dispatch(ensureFormKey(storeCode));
    const result = formKey ? await logout({ storeCode, logoutRequest: { form_key: formKey } }) : null;
    if (!result || 'error' in result) {
      setNotice(SIGN_OUT_FAILED);
      return;
    }
    navigate(storePaths.home(storeCode));
  };

  return { signOut, signingOut: isLoading, notice };
}
