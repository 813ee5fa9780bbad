import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useCaptchaSolver } from '../../../api/captcha';
import { apiErrorMessage, bodyMessage } from '../../../api/errors';
import { isExactlyTrue } from '../../../api/reservation';
import { useFormKey } from '../../../lib/form-key';
import { useStoreCode } from '../../../lib/store-config';
import { serviceMessages } from './messages';

/** What an RTK Query mutation call resolves to (without unwrap). */
type MutationResult = { data: unknown } | { error: unknown };
type Send = (credentials: { recaptcha: string; formKey: string }) => Promise<MutationResult>;

export interface ProtectedSubmit {
  /** Solves the captcha, sends, and answers null on exactly `true`, else the message to show (spec 8). */
  send: (call: Send) => Promise<string | null>;
  prepareCaptcha: () => void;
  verifying: boolean;
}

/**
 * The submission of a captcha-protected service form (reservation, video appointment): the proof of work
 * first ('Verifying…'), then the call with the session's form key. Only the answer `true` itself is a
 * success (spec 7); anything else reads the error precedence of spec 8.
 */
export function useProtectedSubmit(): ProtectedSubmit {
  const storeCode = useStoreCode();
  const formKey = useFormKey(storeCode);
  const { take, prepare, verifying } = useCaptchaSolver(storeCode);
  const intl = useIntl();

  const send = useCallback(
    async (call: Send) => {
      const fallback = intl.formatMessage(serviceMessages.submitFailed);
      let recaptcha: string;
      try {
        recaptcha = await take();
      } catch {
        return fallback;
      }
      const result = await call({ recaptcha, formKey: await formKey() });
      const answer: unknown = 'data' in result ? result.data : undefined;
      if (isExactlyTrue(answer)) return null;
      // The solution is spent either way: start the next one for the shopper's second try.
      prepare();
      const message = 'error' in result ? apiErrorMessage(result.error) : bodyMessage(answer);
      return message ?? fallback;
    },
    [take, prepare, formKey, intl],
  );

  return { send, prepareCaptcha: prepare, verifying };
}
