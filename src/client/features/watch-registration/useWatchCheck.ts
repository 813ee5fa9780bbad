import { useCallback } from 'react';
import { useCaptchaSolver } from '../../api/captcha';
import { useCheckWatchCasebackMutation, useCheckWatchSerialMutation } from '../../api/watchRegistration';
import { apiErrorMessage, errorStatus } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ensureFormKey } from '../../lib/form-key';
import { useStoreConfig } from '../../lib/store-config';
import {
  casebackCheckAnswered,
  checkFailed,
  checkStarted,
  selectWatchRegistrationLoading,
  serialCheckAnswered,
  type LookupMethod,
} from './watchRegistrationSlice';

/** A refusal that explains itself (too many checks, the security check); null for a failure of ours. */
const refusalMessage = (error: unknown): string | null => {
  const status = errorStatus(error);
  return status !== null && status < 500 ? apiErrorMessage(error) : null;
};

/**
 * The two checks of the serial_form step (spec 7): the proof of work of the self-hosted captcha first (started
 * in the background when the modal opens), then the call with the session's form key. The slice decides what an
 * answer does to the step; a network failure shows spec 8's wording for the panel.
 */
export function useWatchCheck() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectWatchRegistrationLoading);
  const { take, prepare, verifying } = useCaptchaSolver(storeCode);
  const [checkSerial] = useCheckWatchSerialMutation();
  const [checkCaseback] = useCheckWatchCasebackMutation();

  const check = useCallback(
    async (method: LookupMethod, value: string) => {
      if (loading) return;
      dispatch(checkStarted({ method, store: { code: storeCode, id: config.store_id } }));
      const formKey = await dispatch(ensureFormKey(storeCode));
      const recaptcha = formKey ? await take().catch(() => null) : null;
      if (!formKey || recaptcha === null) {
        dispatch(checkFailed(undefined));
        return;
      }
      const body = { recaptcha, form_key: formKey };
      const result =
        method === 'serial'
          ? await checkSerial({ storeCode, serialCheckRequest: { ...body, serial: value, caseback: '' } })
          : await checkCaseback({
              storeCode,
              casebackCheckRequest: { ...body, serial: '', caseback: value },
            });
      // The solution is spent either way: the next check should not wait for a new one.
      prepare();
      if ('data' in result && result.data) {
        if ('products' in result.data) dispatch(casebackCheckAnswered(result.data));
        else dispatch(serialCheckAnswered(result.data));
        return;
      }
      dispatch(checkFailed(('error' in result ? refusalMessage(result.error) : null) ?? undefined));
    },
    [dispatch, storeCode, config.store_id, loading, take, prepare, checkSerial, checkCaseback],
  );

  return { check, prepareCaptcha: prepare, verifying };
}
