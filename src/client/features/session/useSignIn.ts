import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, errorStatus } from '../../api/errors';
import { useLoginCustomerMutation } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { sameSitePath } from '../../lib/safe-redirect';
import { useStoreCode } from '../../lib/store-config';
import { ensureFormKey } from '../../lib/form-key';
import { SIGN_IN_MESSAGES, type SignInValues } from './signInSchema';
import { storePaths } from '../../../common/store-paths';

/**
 * Posts the credentials with the session's form key. Resolves to the message to show, or null when the
 * shopper is signed in and on the way to the next page.
 */
export function useSignIn(): { signIn: (values: SignInValues) => Promise<string | null> } {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginCustomerMutation();

  const signIn = async ({ email, password }: SignInValues): Promise<string | null> => {
    const formKey = await dispatch(ensureFormKey(storeCode));
    if (!formKey) return SIGN_IN_MESSAGES.unavailable;
    const result = await login({
      storeCode,
      loginRequest: { username: email.trim(), password, form_key: formKey, recaptcha: null },
    });
    if ('error' in result) {
      // A refused request (form key, too many attempts) explains itself; anything else is our failure.
      const status = errorStatus(result.error);
      const message = status !== null && status < 500 ? apiErrorMessage(result.error) : null;
      return message ?? SIGN_IN_MESSAGES.unavailable;
    }
    if (result.data.errors) return result.data.message;
    navigate(sameSitePath(result.data.redirect_url) ?? storePaths.home(storeCode));
    return null;
  };

  return { signIn };
}
