import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { registrationDismissed } from '../../events/registration';
import { sameSitePath } from '../../lib/safe-redirect';
import { continueTarget } from './continueTarget';
import { registrationClosed } from './registrationDialogSlice';
import { selectRegistrationRedirectUrl } from './registrationSlice';

/**
 * Continue on the confirmation step (spec 2.8). `close` is what closing means where the stepper is shown: the
 * modal closes; the page, which has nothing to close, goes to the store's home.
 */
export function useContinue(close: () => void): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const redirectUrl = useAppSelector(selectRegistrationRedirectUrl);
  return useCallback(() => {
    const action = continueTarget(window.location.href, sameSitePath(redirectUrl));
    if (action.kind === 'close') {
      close();
      return;
    }
    dispatch(registrationClosed());
    dispatch(registrationDismissed());
    navigate(action.url);
  }, [close, dispatch, navigate, redirectUrl]);
}
