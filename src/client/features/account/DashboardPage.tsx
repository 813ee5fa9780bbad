import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AccountOverview, CustomerOrderRow } from '../../api/account';
import { useGetAccountOverviewQuery } from '../../api/account';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { AccountLoadFailure } from './AccountLoadFailure';
import { AddressBlock } from './AddressBlock';
import { accountMessages as m } from './messages';
import { OrdersTable } from './OrdersTable';
import { OrderViewModal } from './OrderViewModal';

/** Magento's dashboard ('My Account'): contact information, the default addresses, the recent orders. */
export function DashboardPage() {
  const config = useStoreConfig();
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.dashboardDocumentTitle, { brand }),
    intl.formatMessage(m.dashboardDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const { data, error, isLoading, refetch } = useGetAccountOverviewQuery(
    { storeCode: config.store_code },
    { refetchOnMountOrArgChange: true },
  );
  const [viewing, setViewing] = useState<CustomerOrderRow | null>(null);

  return (
    <div className="account-dashboard">
      <h1 className="account__title">
        <FormattedMessage {...m.dashboardTitle} />
      </h1>
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
  const intl = useIntl();
  const { customer, default_billing: billing, default_shipping: shipping, recent_orders: orders } = overview;
  const hasAddresses = billing !== null || shipping !== null;
  return (
    <>
      <section className="account-block" aria-labelledby="account-info-title">
        <h2 id="account-info-title" className="account-block__title">
          <FormattedMessage {...m.accountInformation} />
        </h2>
        <div className="account-block__boxes">
          <div className="account-box">
            <h3 className="account-box__title">
              <FormattedMessage {...m.contactInformation} />
            </h3>
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
            <FormattedMessage {...m.addressBook} />
            <Link className="account-block__action" to={paths.addressBook()}>
              <FormattedMessage {...m.manageAddresses} />
            </Link>
          </h2>
          <div className="account-block__boxes">
            <div className="account-box">
              <h3 className="account-box__title">
                <FormattedMessage {...m.defaultBilling} />
              </h3>
              {billing ? (
                <AddressBlock address={billing} />
              ) : (
                <p>
                  <FormattedMessage {...m.noDefaultBilling} />
                </p>
              )}
            </div>
            <div className="account-box">
              <h3 className="account-box__title">
                <FormattedMessage {...m.defaultShipping} />
              </h3>
              {shipping ? (
                <AddressBlock address={shipping} />
              ) : (
                <p>
                  <FormattedMessage {...m.noDefaultShipping} />
                </p>
              )}
            </div>
          </div>
        </section>
      ) : null}

      <section className="account-block" aria-labelledby="account-orders-title">
        <h2 id="account-orders-title" className="account-block__title">
          <FormattedMessage {...m.recentOrders} />
          {orders.length ? (
            <Link className="account-block__action" to={paths.orderHistory()}>
              <FormattedMessage {...m.viewAll} />
            </Link>
          ) : null}
        </h2>
        {orders.length ? (
          <OrdersTable orders={orders} caption={intl.formatMessage(m.recentOrders)} onView={onView} />
        ) : (
          <p className="account-empty">
            <FormattedMessage {...m.noOrders} />
          </p>
        )}
      </section>
    </>
  );
}
