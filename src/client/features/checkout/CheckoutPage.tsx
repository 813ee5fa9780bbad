import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCartQuery, useCartRefStatus, useCheckoutConfigQuery } from '../../api/cart';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { CheckoutFlow } from './CheckoutFlow';
import { checkoutMessages as m } from './messages';
import { countryOf, initialShippingValues } from './shipping/shippingValues';
import { storePaths } from '../../../common/store-paths';
import './checkout.css';

/** Page type 5: the checkout, for the shopper's guest or 'mine' cart. */
export function CheckoutPage() {
  const store = useStoreConfig();
  const storeCode = store.store_code;
  const intl = useIntl();
  const brand = store.brand.name;
  usePageView(PAGE_TYPE.checkout);
  useDocumentMeta(
    intl.formatMessage(m.metaTitle, { brand }),
    intl.formatMessage(m.metaDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const { ref, isLoading: refLoading } = useCartRefStatus();
  const sections = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const config = useCheckoutConfigQuery(storeCode);
  const cart = useCartQuery(ref ?? skipToken);
  // Once the order is placed the cart is spent: the page only says where the shopper is going.
  const [handingOff, setHandingOff] = useState(false);

  let body;
  if (handingOff) {
    body = <LoadingState label={intl.formatMessage(m.handingOff)} />;
  } else if (refLoading || config.isLoading || cart.isLoading) {
    body = <LoadingState />;
  } else if (config.isError || !config.data || (cart.isError && cart.data === undefined && ref)) {
    body = <ErrorState onRetry={() => void (config.isError ? config.refetch() : cart.refetch())} />;
  } else if (!ref || !cart.data || cart.data.items.length === 0) {
    body = (
      <div className="checkout-empty">
        <p>
          <FormattedMessage {...m.empty} />
        </p>
        <Link className="button button--secondary" to={storePaths.home(storeCode)}>
          <FormattedMessage {...m.continueShopping} />
        </Link>
      </div>
    );
  } else {
    const customer = sections.data?.customer;
    const countries = config.data.countries;
    const countryId = countryOf(countries, store.country_code)
      ? store.country_code
      : (countries[0]?.id ?? '');
    body = (
      <CheckoutFlow
        cartRef={ref}
        cart={cart.data}
        config={config.data}
        initialValues={initialShippingValues({
          email: customer?.is_logged_in ? customer.email : null,
          firstname: customer?.is_logged_in ? customer.firstname : null,
          countryId,
        })}
        emailReadOnly={Boolean(customer?.is_logged_in && customer.email)}
        onHandingOff={() => setHandingOff(true)}
      />
    );
  }

  return (
    <div className="checkout-page">
      <header className="page-heading">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
      </header>
      {body}
    </div>
  );
}
