import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountOverview, CustomerOrderRow } from '../../api/account';
import { useGetAccountOverviewQuery } from '../../api/account';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { AccountLoadFailure } from './AccountLoadFailure';
import { AddressBlock } from './AddressBlock';
import { OrdersTable } from './OrdersTable';
import { OrderViewModal } from './OrderViewModal';

/** Magento's dashboard ('My Account'): contact information, the default addresses, the recent orders. */
export function DashboardPage() {
  const config = useStoreConfig();
  useDocumentMeta(`My Account | ${config.brand.name}`, `Your ${config.brand.name} account.`);
  const { data, error, isLoading, refetch } = useGetAccountOverviewQuery(
    { storeCode: config.store_code },
    { refetchOnMountOrArgChange: true },
  );
  const [viewing, setViewing] = useState<CustomerOrderRow | null>(null);

  return (
    <div className="account-dashboard">
      <h1 className="account__title">My Account</h1>
      {isLoading ? <LoadingState /> : null}
      {error ? <AccountLoadFailure error={error} onRetry={() => void refetch()} /> : null}
      {data && !error ? <DashboardBody overview={data} onView={setViewing} /> : null}
      {viewing ? <OrderViewModal order={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

function DashboardBody({
  overview,
  onView,
}: {
  overview: AccountOverview;
  onView: (o: CustomerOrderRow) => void;
}) {
  const paths = useStorePaths();
  const { customer, default_billing: billing, default_shipping: shipping, recent_orders: orders } = overview;
  const hasAddresses = billing !== null || shipping !== null;
  return (
    <>
      <section className="account-block" aria-labelledby="account-info-title">
        <h2 id="account-info-title" className="account-block__title">
          Account Information
        </h2>
        <div className="account-block__boxes">
          <div className="account-box">
            <h3 className="account-box__title">Contact Information</h3>
            <p className="account-box__content">
              {customer.fullname}
              <br />
              {customer.email}
            </p>
          </div>
        </div>
      </section>

      {hasAddresses ? (
        <section className="account-block" aria-labelledby="account-addresses-title">
          <h2 id="account-addresses-title" className="account-block__title">
            Address Book
            <Link className="account-block__action" to={paths.addressBook()}>
              Manage Addresses
            </Link>
          </h2>
          <div className="account-block__boxes">
            <div className="account-box">
              <h3 className="account-box__title">Default Billing Address</h3>
              {billing ? (
                <AddressBlock address={billing} />
              ) : (
                <p>You have not set a default billing address.</p>
              )}
            </div>
            <div className="account-box">
              <h3 className="account-box__title">Default Shipping Address</h3>
              {shipping ? (
                <AddressBlock address={shipping} />
              ) : (
                <p>You have not set a default shipping address.</p>
              )}
            </div>
          </div>
        </section>
      ) : null}

      <section className="account-block" aria-labelledby="account-orders-title">
        <h2 id="account-orders-title" className="account-block__title">
          Recent Orders
          {orders.length ? (
            <Link className="account-block__action" to={paths.orderHistory()}>
              View All
            </Link>
          ) : null}
        </h2>
        {orders.length ? (
          <OrdersTable orders={orders} caption="Recent Orders" onView={onView} />
        ) : (
          <p className="account-empty">You have placed no orders.</p>
        )}
      </section>
    </>
  );
}
