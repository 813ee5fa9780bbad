import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerOrderRow } from '../../api/account';
import { useListCustomerOrdersQuery } from '../../api/account';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { Pagination } from '../../components/Pagination/Pagination';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { AccountLoadFailure } from './AccountLoadFailure';
import { OrdersTable } from './OrdersTable';
import { OrderViewModal } from './OrderViewModal';

/** `?p=` as the pagination links write it; anything that is not a page number is the first page. */
function pageOf(params: URLSearchParams): number {
  const p = Number(params.get('p'));
  return Number.isSafeInteger(p) && p >= 1 && p <= 100_000 ? p : 1;
}

/** 'My Orders' (Magento's sales/order/history): ten orders a page, each opening the order view modal. */
export function OrderHistoryPage() {
  const config = useStoreConfig();
  useDocumentMeta(`My Orders | ${config.brand.name}`, `Your orders with ${config.brand.name}.`);
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { data, error, isLoading, refetch } = useListCustomerOrdersQuery(
    { storeCode: config.store_code, p: page },
    { refetchOnMountOrArgChange: true },
  );
  const [viewing, setViewing] = useState<CustomerOrderRow | null>(null);

  return (
    <div className="account-orders-page">
      <h1 className="account__title">My Orders</h1>
      {isLoading ? <LoadingState /> : null}
      {error ? <AccountLoadFailure error={error} onRetry={() => void refetch()} /> : null}
      {data && !error ? (
        data.total_count === 0 ? (
          <p className="account-empty">You have placed no orders.</p>
        ) : (
          <>
            <p className="account-orders-page__count">
              {data.total_count === 1 ? '1 order' : `${data.total_count} orders`}
            </p>
            <OrdersTable orders={data.items} caption="Orders" onView={setViewing} />
            <Pagination current={page} count={data.page_count} />
          </>
        )
      ) : null}
      {viewing ? <OrderViewModal order={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
