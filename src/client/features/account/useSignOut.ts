import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutCustomerMutation } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { ensureFormKey } from '../../lib/form-key';
import { useStoreCode } from '../../lib/store-config';
import { storePaths } from '../../../common/store-paths';

export type SignOut = ReturnType<typeof useSignOut>;

/**
 * The account navigation's Sign Out: the header's sign-out call, then the home page (Magento leaves the
 * account for the store's front page). Held by the account layout, which stays mounted while the home page
 * loads: `leaving` tells it that a signed-out customer section is expected and is no cause to ask for a
 * sign-in.
 */
export function useSignOut() {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutCustomerMutation();
  // Whether the last attempt failed (the words are the navigation's, in the store's language).
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setFailed(false);
    setLeaving(true);
    const formKey = await dispatch(ensureFormKey(storeCode));
    const result = formKey ? await logout({ storeCode, logoutRequest: { form_key: formKey } }) : null;
    if (!result || 'error' in result) {
      setLeaving(false);
      setFailed(true);
      return;
    }
    navigate(storePaths.home(storeCode));
  };

  return { signOut, signingOut: isLoading, leaving, failed };
}
