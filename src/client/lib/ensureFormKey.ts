import { COOKIE } from '../../common/cookie-names';
import { customerApi, HEADER_SECTIONS } from '../api/customer';
import type { AppThunk } from '../app/listening';
import { readCookie } from './cookies';

/**
 * The session's form key, which every store-scoped post must carry. A first visit may not have a session
 * yet: loading the sections creates it, and the server answers with the `form_key` cookie. Apart from
 * `form-key.ts` (its hook) so that listeners can use it without importing the app's hooks.
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
