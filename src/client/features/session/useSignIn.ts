import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCaptchaSolver } from '../../api/captcha';
import type { ApiError, EnumOf } from '../../api/contract-facts';
import { apiErrorMessage, errorStatus, readApiError } from '../../api/errors';
import { useLoginCustomerMutation } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { sameSitePath } from '../../lib/safe-redirect';
import { useStoreCode } from '../../lib/store-config';
import { ensureFormKey } from '../../lib/form-key';
import { sessionMessages } from './messages';
import type { SignInValues } from './signInSchema';
import { storePaths } from '../../../common/store-paths';

/** The server's answer when this attempt needs a solved captcha (after failed sign-ins). */
const CAPTCHA_REQUIRED: EnumOf<typeof ApiError.code> = 'captcha_required';

const needsCaptcha = (result: { error: unknown } | { data: unknown }): boolean =>
  'error' in result && readApiError(result.error).code === CAPTCHA_REQUIRED;

export interface SignIn {
  /** Resolves to the message to show, or null when the shopper is signed in and on the way to the next page. */
  signIn: (values: SignInValues) => Promise<string | null>;
  /** True while the security check's proof of work runs before a send. */
  verifying: boolean;
}

/**
 * Posts the credentials with the session's form key. After failed attempts the server asks for the captcha
 * (403 `captcha_required`): the form then solves the proof of work and sends again by itself, once per submit,
 * and from then on sends every attempt with a solution, prepared in the background for the next try.
 */
export function useSignIn(): SignIn {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Where a page that needs a customer (the account area) sent the visitor from: back there after sign-in.
  const [params] = useSearchParams();
  const referer = sameSitePath(params.get('referer'));
  const [login] = useLoginCustomerMutation();
  const { take, prepare, verifying } = useCaptchaSolver(storeCode);
  const captchaAsked = useRef(false);

  const signIn = useCallback(
    async ({ email, password }: SignInValues): Promise<string | null> => {
      const unavailable = intl.formatMessage(sessionMessages.unavailable);
      const formKey = await dispatch(ensureFormKey(storeCode));
      if (!formKey) return unavailable;
      const send = (recaptcha: string | null) =>
        login({
          storeCode,
          loginRequest: { username: email.trim(), password, form_key: formKey, recaptcha },
        });
      const solve = () => take().catch(() => null);
      // Once asked for the captcha, every attempt carries one (prepared while the shopper retypes).
      const first = captchaAsked.current ? await solve() : null;
      if (captchaAsked.current && first === null) return unavailable;
      let result = await send(first);
      if (needsCaptcha(result)) {
        // Asked now, or the one sent did not pass (expired, say): one new solution, sent once.
        captchaAsked.current = true;
        const recaptcha = await solve();
        if (recaptcha === null) return unavailable;
        result = await send(recaptcha);
      }
      // The solution is spent: the shopper's next try (a mistyped password) should not wait for a new one.
      const signedIn = 'data' in result && result.data?.errors === false;
      if (captchaAsked.current && !signedIn) prepare();
      if ('error' in result) {
        // A refused request (form key, captcha, too many attempts) explains itself; anything else is our failure.
        const status = errorStatus(result.error);
        const message = status !== null && status < 500 ? apiErrorMessage(result.error) : null;
        return message ?? unavailable;
      }
      if (result.data.errors) return result.data.message;
      navigate(sameSitePath(result.data.redirect_url) ?? referer ?? storePaths.home(storeCode));
      return null;
    },
    [dispatch, storeCode, login, take, prepare, navigate, referer, intl],
  );

  return { signIn, verifying };
}
