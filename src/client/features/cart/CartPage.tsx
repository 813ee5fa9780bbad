import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCartQuery, useCartRefStatus } from '../../api/cart';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { CartContent } from './CartContent';
import { cartMessages as m } from './messages';
import { PaymentNotice } from './PaymentNotice';
import { storePaths } from '../../../common/store-paths';
import './cart.css';

/** Page type 4: /{store}/checkout/cart. */
export function CartPage() {
  const config = useStoreConfig();
  const intl = useIntl();
  const brand = config.brand.name;
  usePageView(PAGE_TYPE.cart);
  useDocumentMeta(
    intl.formatMessage(m.metaTitle, { brand }),
    intl.formatMessage(m.metaDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const { ref, isLoading: refLoading } = useCartRefStatus();
  const cart = useCartQuery(ref ?? skipToken);

  let body;
  if (refLoading || (ref && cart.isLoading)) body = <LoadingState />;
  else if (ref && cart.isError && !cart.data) body = <ErrorState onRetry={() => void cart.refetch()} />;
  else if (!ref || !cart.data || cart.data.items.length === 0) {
    body = (
      <div className="cart-page__empty">
        <p>
          <FormattedMessage {...m.empty} />
        </p>
        <Link to={storePaths.home(config.store_code)} className="button button--secondary">
          <FormattedMessage {...m.continueShopping} />
        </Link>
      </div>
    );
  } else body = <CartContent cartRef={ref} cart={cart.data} />;

  return (
    <div className="cart-page">
      <header className="page-heading page-heading--centred">
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
      </header>
      <PaymentNotice />
      {body}
    </div>
  );
}
