import { useCallback } from 'react';
import { COOKIE } from '../../common/cookie-names';
import { customerApi, HEADER_SECTIONS } from '../api/customer';
import { useAppDispatch } from '../app/hooks';
import type { AppThunk } from '../app/listening';
import { readCookie } from './cookies';

/**
 * The session's form key, which every store-scoped post must carry. A first visit may not have a session
 * yet: loading the sections creates it, and the server answers with the `form_key` cookie.
 */
export const ensureFormKey =
  (storeCode: string): AppThunk<Promise<string | null>> =>
  async (dispatch) => {
    const existing = readCookie(COOKIE.formKey);
    if (existing) return existing;
    await dispatch(
      customerApi.endpoints.loadCustomerSections.initiate(
        { storeCode, sections: HEADER_SECTIONS },
        { forceRefetch: true, subscribe: false },
      ),
    );
    return readCookie(COOKIE.formKey);
  };

/** The same, as a callback for components and hooks. */
export function useFormKey(storeCode: string): () => Promise<string> {
  const dispatch = useAppDispatch();
  return useCallback(async () => (await dispatch(ensureFormKey(storeCode))) ?? '', [dispatch, storeCode]);
}
