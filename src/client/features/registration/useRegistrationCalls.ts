import { useCallback } from 'react';
import { apiErrorMessage, errorStatus } from '../../api/errors';
import { useIsEmailAvailableMutation, useRegisterCustomerMutation } from '../../api/registration';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { accountCreated } from '../../events/registration';
import { ensureFormKey } from '../../lib/form-key';
import { useStoreCode } from '../../lib/store-config';
import { registerBody, type RegistrationValues } from './registrationValues';
import {
  emailCheckAnswered,
  emailCheckFailed,
  emailCheckStarted,
  registrationAnswered,
  registrationFailed,
  registrationSubmitted,
  selectRegistrationLoading,
} from './registrationSlice';

/** A refusal that explains itself (too many attempts, a field the server refused); null for our own failure. */
const refusalMessage = (error: unknown): string | undefined => {
  const status = errorStatus(error);
  return status !== null && status < 500 ? (apiErrorMessage(error) ?? undefined) : undefined;
};

/**
 * The stepper's two calls, each with the session's form key. The slice decides what an answer does to the step;
 * a call is never started while another runs.
 */
export function useRegistrationCalls() {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectRegistrationLoading);
  const [isEmailAvailable] = useIsEmailAvailableMutation();
  const [register] = useRegisterCustomerMutation();

  const checkEmail = useCallback(
    async (email: string) => {
      if (loading) return;
      dispatch(emailCheckStarted());
      const formKey = await dispatch(ensureFormKey(storeCode));
      const result = formKey
        ? await isEmailAvailable({
            storeCode,
            emailAvailabilityRequest: { email: email.trim(), form_key: formKey },
          })
        : null;
      if (result && 'data' in result && result.data) dispatch(emailCheckAnswered(result.data));
      else dispatch(emailCheckFailed());
    },
    [dispatch, storeCode, isEmailAvailable, loading],
  );

  const submit = useCallback(
    async (values: RegistrationValues) => {
      if (loading) return;
      dispatch(registrationSubmitted());
      const formKey = await dispatch(ensureFormKey(storeCode));
      if (!formKey) {
        dispatch(registrationFailed());
        return;
      }
      const result = await register({ storeCode, registerRequest: registerBody(values, formKey) });
      if ('data' in result && result.data) {
        dispatch(registrationAnswered(result.data));
        if (result.data.success) dispatch(accountCreated());
      } else dispatch(registrationFailed('error' in result ? refusalMessage(result.error) : undefined));
    },
    [dispatch, storeCode, register, loading],
  );

  return { checkEmail, submit, loading };
}
