import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { watchRegistrationRequested } from '../../events/watch-registration';
import { useStoreConfig } from '../../lib/store-config';
import { WATCH_REGISTRATION_TIMINGS } from './timings';

/** Once a visit: a shopper who closed it is not asked again on every page. */
export const WATCH_AUTO_OPENED_KEY = 'watch_registration_auto_opened';

/** Spec 2.9: the configuration's flag opens the modal by itself, after 500 ms, once per browser session. */
export function useAutoOpen(): void {
  const config = useStoreConfig();
  const dispatch = useAppDispatch();
  const enabled = config.watch_registration?.open_modal_automatically === true;
  useEffect(() => {
    if (!enabled || window.sessionStorage.getItem(WATCH_AUTO_OPENED_KEY)) return undefined;
    const timer = setTimeout(() => {
      window.sessionStorage.setItem(WATCH_AUTO_OPENED_KEY, '1');
      dispatch(watchRegistrationRequested());
    }, WATCH_REGISTRATION_TIMINGS.autoOpenDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, dispatch]);
}
