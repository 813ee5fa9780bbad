import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { wordedText } from '../../lib/i18n/shopText';
import { WATCH_REGISTRATION_TIMINGS } from './timings';
import { useHideAfter } from './useTimedFlag';
import { errorHidden, selectWatchRegistrationError } from './watchRegistrationSlice';

/** The flow's error (spec 8), announced, and hidden after 2000 ms (spec 9). */
export function WatchRegistrationError() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectWatchRegistrationError);
  const hide = useCallback(() => dispatch(errorHidden()), [dispatch]);
  useHideAfter(error !== null, WATCH_REGISTRATION_TIMINGS.errorAutoHideMs, hide, error);
  return (
    <div className="watch-registration__alert" role="alert">
      {error ? <p className="form-message form-message--error">{wordedText(intl, error)}</p> : null}
    </div>
  );
}
