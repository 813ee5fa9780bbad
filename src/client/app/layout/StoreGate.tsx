import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { errorStatus } from '../../api/errors';
import { useGetStoreConfigQuery } from '../../api/store';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { ShopIntlProvider } from '../../lib/i18n/ShopIntlProvider';
import { StoreConfigContext } from '../../lib/store-config';
import { DEFAULT_STORE_CODE, hasStoreCodeShape } from '../../lib/store-codes';
import { withStoreCode } from '../../../common/store-paths';

/**
 * Every page lives under `/:storeCode/`. The code is checked against the store configuration; an unknown one
 * (404, or a shape the contract rejects) is replaced by the default store, keeping the rest of the path.
 * Everything inside reads the store's language (ShopIntlProvider), the loading and error states included.
 */
export function StoreGate({ children }: { children: ReactNode }) {
  const { storeCode = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const shapeOk = hasStoreCodeShape(storeCode);
  const { data, error, refetch } = useGetStoreConfigQuery({ storeCode }, { skip: !shapeOk });

  useEffect(() => {
    // Written only when it differs: writing the server's own value again makes the browser restyle every
    // element (a `:lang()` invalidation of the whole document, 11-44 ms on a category page after hydration).
    if (data && document.documentElement.lang !== data.language_code)
      document.documentElement.lang = data.language_code;
  }, [data]);

  const status = errorStatus(error);
  const unknown = !shapeOk || status === 404 || status === 400;
  if (unknown && storeCode !== DEFAULT_STORE_CODE) {
    return <Navigate replace to={`${withStoreCode(pathname, DEFAULT_STORE_CODE)}${search}${hash}`} />;
  }
  return (
    <ShopIntlProvider languageCode={data?.language_code} locale={data?.locale} fallback={<LoadingState />}>
      {error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <StoreConfigContext.Provider value={data}>{children}</StoreConfigContext.Provider>
      )}
    </ShopIntlProvider>
  );
}
