import { useCallback } from 'react';
import { COOKIE } from '../../../../common/cookie-names';
import { customerApi, HEADER_SECTIONS } from '../../../api/customer';
import { useAppDispatch } from '../../../app/hooks';
import { readCookie } from '../../../lib/cookies';

/**
 * The session's form key for a store-scoped post. The header's section load has normally set the cookie;
 * when it has not (a first visit), loading the sections creates the session and its key.
 */
export function useFormKey(storeCode: string): () => Promise<string> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const existing = readCookie(COOKIE.formKey);
    if (existing) return existing;
    await dispatch(
      customerApi.endpoints.loadCustomerSections.initiate(
        { storeCode, sections: HEADER_SECTIONS },
        { forceRefetch: true, subscribe: false },
      ),
    );
    return readCookie(COOKIE.formKey) ?? '';
  }, [dispatch, storeCode]);
}
