import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetLastOrderQuery } from '../../../api/checkout';
import { isNotFound } from '../../../api/errors';
import { ErrorState, LoadingState } from '../../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../../lib/page-types';
import { useStoreConfig } from '../../../lib/store-config';
import { useDocumentMeta } from '../../../lib/useDocumentMeta';
import { ROBOTS } from '../../../lib/head/robots';
import { usePageView } from '../../../lib/usePageView';
import { checkoutMessages as m } from '../messages';
import { OrderDetails } from './OrderDetails';
import { storePaths } from '../../../../common/store-paths';
import '../checkout.css';

/** Page type 6: the order this session placed last, where the payment provider sends the shopper back. */
export function CheckoutSuccessPage() {
  const store = useStoreConfig();
  const storeCode = store.store_code;
  const intl = useIntl();
  const brand = store.brand.name;
  usePageView(PAGE_TYPE.checkoutSuccess);
  useDocumentMeta(
    intl.formatMessage(m.successMetaTitle, { brand }),
    intl.formatMessage(m.successMetaDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const {
    data: order,
    error,
    isLoading,
    refetch,
  } = useGetLastOrderQuery({ storeCode }, { refetchOnMountOrArgChange: true });
  const home = storePaths.home(storeCode);

  if (isLoading) return <LoadingState />;
  if (isNotFound(error)) {
    return (
      <div className="checkout-success checkout-success--missing">
        <h1>
          <FormattedMessage {...m.orderNotFound} />
        </h1>
        <p>
          <FormattedMessage {...m.orderNotFoundHint} />
        </p>
        <Link className="button button--secondary" to={home}>
          <FormattedMessage {...m.backHome} />
        </Link>
      </div>
    );
  }
  if (!order) return <ErrorState onRetry={() => void refetch()} />;

  return (
    <div className="checkout-success">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.orderConfirmed} />
        </p>
        <h1>
          <FormattedMessage {...m.successTitle} />
        </h1>
        <p className="page-heading__lead">
          <FormattedMessage {...m.orderNumber} values={{ number: order.increment_id }} />
        </p>
        <p className="checkout-success__email">
          <FormattedMessage {...m.confirmationEmail} values={{ email: order.email }} />
        </p>
      </header>
      <OrderDetails order={order} />
      <p className="checkout-success__continue">
        <Link className="button button--primary" to={home}>
          <FormattedMessage {...m.continueShoppingSuccess} />
        </Link>
      </p>
    </div>
  );
}
