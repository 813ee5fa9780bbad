import { useCallback, useRef } from 'react';
import { useCaptchaSolver } from '../../api/captcha';
import type { ApiError, EnumOf } from '../../api/contract-facts';
import { useLoginCustomerMutation } from '../../api/customer';
import { apiErrorMessage, errorStatus, readApiError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ensureFormKey } from '../../lib/form-key';
import { useStoreCode } from '../../lib/store-config';
import type { WatchLoginValues } from './loginSchema';
import { watchRegistrationMessages as m } from './messages';
import { registerCheckedWatch } from './registerCheckedWatch';
import {
  loginRefused,
  loginStarted,
  loginSucceeded,
  selectWatchRegistrationLoading,
} from './watchRegistrationSlice';

/** The server's answer when this attempt needs a solved captcha (after failed sign-ins). */
const CAPTCHA_REQUIRED: EnumOf<typeof ApiError.code> = 'captcha_required';

type LoginResult = Awaited<ReturnType<ReturnType<typeof useLoginCustomerMutation>[0]>>;

const needsCaptcha = (result: LoginResult): boolean =>
  'error' in result && readApiError(result.error).code === CAPTCHA_REQUIRED;

/**
 * The login_form step (spec 7 'Customer login (watch registration)'): `loginCustomer` with the form's fields and
 * `recaptcha`, as the sign-in page sends it: without a solution until the server asks for one (403
 * `captcha_required`), then with one, solved once per submit. A successful sign-in registers the watch (spec
 * 4.4); `errors` true shows the server's message, a failed call spec 8's 'Could not authenticate…'.
 */
export function useWatchLogin() {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectWatchRegistrationLoading);
  const [login] = useLoginCustomerMutation();
  const { take, prepare, verifying } = useCaptchaSolver(storeCode);
  const captchaAsked = useRef(false);

  const signIn = useCallback(
    async ({ email, password }: WatchLoginValues) => {
      if (loading) return;
      dispatch(loginStarted());
      const refuse = (message: string | null) => dispatch(loginRefused(message ?? m.loginFailed));
      const formKey = await dispatch(ensureFormKey(storeCode));
      if (!formKey) return void refuse(null);
      const send = (recaptcha: string | null) =>
        login({
          storeCode,
          loginRequest: { username: email.trim(), password, form_key: formKey, recaptcha },
        });
      const solve = () => take().catch(() => null);
      const first = captchaAsked.current ? await solve() : null;
      if (captchaAsked.current && first === null) return void refuse(null);
      let result = await send(first);
      if (needsCaptcha(result)) {
        captchaAsked.current = true;
        const recaptcha = await solve();
        if (recaptcha === null) return void refuse(null);
        result = await send(recaptcha);
      }
      if ('error' in result) {
        if (captchaAsked.current) prepare();
        const status = errorStatus(result.error);
        return void refuse(status !== null && status < 500 ? apiErrorMessage(result.error) : null);
      }
      if (result.data.errors) {
        if (captchaAsked.current) prepare();
        return void refuse(result.data.message);
      }
      // Signed in (the session listeners update the header): the watch joins the new session's collection.
      dispatch(loginSucceeded());
      await dispatch(registerCheckedWatch());
    },
    [dispatch, storeCode, loading, login, take, prepare],
  );

  return { signIn, verifying };
}
