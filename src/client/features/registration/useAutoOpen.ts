import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { registrationRequested } from '../../events/registration';
import { useStoreConfig } from '../../lib/store-config';
import { STORE_ROUTES } from '../../../common/store-paths';

/** Spec 9: a modal that opens by itself waits 500 ms. */
export const AUTO_OPEN_DELAY_MS = 500;
/** Once a visit: a shopper who closed it is not asked again on every page. */
export const AUTO_OPENED_KEY = 'registration_auto_opened';

/**
 * The configuration flag of spec 2.8: for a guest (never a signed-in customer), once per browser session, and
 * not on the create-account page, which already shows the stepper.
 */
export function useAutoOpen(): void {
  const config = useStoreConfig();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const enabled = config.registration?.open_modal_automatically === true;
  const { data } = useLoadCustomerSectionsQuery(
    { storeCode: config.store_code, sections: HEADER_SECTIONS },
    { skip: !enabled },
  );
  const isGuest = data?.customer?.is_logged_in === false;
  const onCreatePage = pathname.replace(/\/+$/, '').endsWith(STORE_ROUTES.register);
  useEffect(() => {
    if (!enabled || !isGuest || onCreatePage) return undefined;
    if (window.sessionStorage.getItem(AUTO_OPENED_KEY)) return undefined;
    const timer = setTimeout(() => {
      window.sessionStorage.setItem(AUTO_OPENED_KEY, '1');
      dispatch(registrationRequested());
    }, AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, isGuest, onCreatePage, dispatch]);
}
