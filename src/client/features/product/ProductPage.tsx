import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProductByUrlKeyQuery } from '../../api/catalog';
import { isNotFound } from '../../api/errors';
import { NotFoundPage } from '../../components/NotFoundPage/NotFoundPage';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { useStoreCode } from '../../lib/store-config';
import { ProductView } from './ProductView';
import { getProductByUrlKeyParams } from '../../api/contract-facts';
import './product.css';

/** The contract's url_key shape: anything else cannot name a product, so it is not asked for. */
const { url_key: URL_KEY } = getProductByUrlKeyParams;

/** Page type 3, found by the URL key of `{url_key}.html`. */
export function ProductPage({ urlKey }: { urlKey: string }) {
  const storeCode = useStoreCode();
  const valid = URL_KEY.pattern.test(urlKey) && urlKey.length <= URL_KEY.maxLength;
  const { data, error, refetch } = useGetProductByUrlKeyQuery(valid ? { storeCode, urlKey } : skipToken);
  if (!valid || isNotFound(error)) return <NotFoundPage />;
  if (data) return <ProductView key={data.id} product={data} />;
  if (error) return <ErrorState onRetry={() => void refetch()} />;
  return <LoadingState />;
}
