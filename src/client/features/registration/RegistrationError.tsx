import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { wordedText } from '../../lib/i18n/shopText';
import { errorHidden, REGISTRATION_ERROR_DISPLAY_MS, selectRegistrationError } from './registrationSlice';

/** The stepper's error, announced, and hidden by itself after 10 s (spec 8, 9). */
export function RegistrationError() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectRegistrationError);
  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => dispatch(errorHidden()), REGISTRATION_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error, dispatch]);
  return (
    <div role="alert">{error ? <p className="form-message--error">{wordedText(intl, error)}</p> : null}</div>
  );
}
