import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { useCartQuery, useCartRefStatus } from '../../api/cart';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { CartContent } from './CartContent';
import { EMPTY_CART } from './messages';
import { PaymentNotice } from './PaymentNotice';
import { storePaths } from '../../../common/store-paths';
import './cart.css';

/** Page type 4: /{store}/checkout/cart. */
export function CartPage() {
  const config = useStoreConfig();
  usePageView(PAGE_TYPE.cart);
  useDocumentMeta(`Shopping Cart | ${config.brand.name}`, `Your ${config.brand.name} shopping cart.`);
  const { ref, isLoading: refLoading } = useCartRefStatus();
  const cart = useCartQuery(ref ?? skipToken);

  let body;
  if (refLoading || (ref && cart.isLoading)) body = <LoadingState />;
  else if (ref && cart.isError && !cart.data) body = <ErrorState onRetry={() => void cart.refetch()} />;
  else if (!ref || !cart.data || cart.data.items.length === 0) {
    body = (
      <div className="cart-page__empty">
        <p>{EMPTY_CART}</p>
        <Link to={storePaths.home(config.store_code)} className="button button--secondary">
          Continue shopping
        </Link>
      </div>
    );
  } else body = <CartContent cartRef={ref} cart={cart.data} />;

  return (
    <div className="cart-page">
      <header className="page-heading page-heading--centred">
        <h1>Shopping Cart</h1>
      </header>
      <PaymentNotice />
      {body}
    </div>
  );
}
