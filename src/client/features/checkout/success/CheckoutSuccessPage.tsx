import { Link } from 'react-router-dom';
import { useGetLastOrderQuery } from '../../../api/checkout';
import { isNotFound } from '../../../api/errors';
import { ErrorState, LoadingState } from '../../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../../lib/page-types';
import { useStoreConfig } from '../../../lib/store-config';
import { useDocumentMeta } from '../../../lib/useDocumentMeta';
import { usePageView } from '../../../lib/usePageView';
import { OrderDetails } from './OrderDetails';
import { storePaths } from '../../../../common/store-paths';
import '../checkout.css';

export const SUCCESS_TITLE = 'Thank you for your purchase!';
export const ORDER_NOT_FOUND = 'We could not find your order.';

/** Page type 6: the order this session placed last, where the payment provider sends the shopper back. */
export function CheckoutSuccessPage() {
  const store = useStoreConfig();
  const storeCode = store.store_code;
  usePageView(PAGE_TYPE.checkoutSuccess);
  useDocumentMeta(`${SUCCESS_TITLE} | ${store.brand.name}`, `Your order with ${store.brand.name}.`);
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
        <h1>{ORDER_NOT_FOUND}</h1>
        <p>It may have been placed in another browser, or some time ago.</p>
        <Link className="button button--secondary" to={home}>
          Back to the home page
        </Link>
      </div>
    );
  }
  if (!order) return <ErrorState onRetry={() => void refetch()} />;

  return (
    <div className="checkout-success">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">Order confirmed</p>
        <h1>{SUCCESS_TITLE}</h1>
        <p className="page-heading__lead">Your order number is: {order.increment_id}.</p>
        <p className="checkout-success__email">We will e-mail the confirmation to {order.email}.</p>
      </header>
      <OrderDetails order={order} />
      <p className="checkout-success__continue">
        <Link className="button button--primary" to={home}>
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
