import { lazyPage } from '../../lib/lazyPage';

/** Route-level code splitting: the checkout and its success page are chunks of their own. */
export const LazyCheckoutPage = lazyPage('page-checkout', () =>
  import(/* webpackChunkName: "page-checkout" */ './CheckoutPage').then((m) => m.CheckoutPage),
);
export const LazyCheckoutSuccessPage = lazyPage('page-checkout-success', () =>
  import(/* webpackChunkName: "page-checkout-success" */ './success/CheckoutSuccessPage').then(
    (m) => m.CheckoutSuccessPage,
  ),
);
