import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CustomerOrderRow } from '../../api/account';
import { useListCustomerOrdersQuery } from '../../api/account';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { Pagination } from '../../components/Pagination/Pagination';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { AccountLoadFailure } from './AccountLoadFailure';
import { accountMessages as m } from './messages';
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
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.ordersDocumentTitle, { brand }),
    intl.formatMessage(m.ordersDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { data, error, isLoading, refetch } = useListCustomerOrdersQuery(
    { storeCode: config.store_code, p: page },
    { refetchOnMountOrArgChange: true },
  );
  const [viewing, setViewing] = useState<CustomerOrderRow | null>(null);

  return (
    <div className="account-orders-page">
      <h1 className="account__title">
        <FormattedMessage {...m.ordersTitle} />
      </h1>
      {isLoading ? <LoadingState /> : null}
      {error ? <AccountLoadFailure error={error} onRetry={() => void refetch()} /> : null}
      {data && !error ? (
        data.total_count === 0 ? (
          <p className="account-empty">
            <FormattedMessage {...m.noOrders} />
          </p>
        ) : (
          <>
            <p className="account-orders-page__count">
              <FormattedMessage {...m.orderCount} values={{ count: data.total_count }} />
            </p>
            <OrdersTable
              orders={data.items}
              caption={intl.formatMessage(m.ordersCaption)}
              onView={setViewing}
            />
            <Pagination current={page} count={data.page_count} />
          </>
        )
      ) : null}
      {viewing ? <OrderViewModal order={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
