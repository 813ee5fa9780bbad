import { lazy } from 'react';

/** Route-level code splitting: the checkout and its success page are chunks of their own. */
export const LazyCheckoutPage = lazy(() =>
  import(/* webpackChunkName: "page-checkout" */ './CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
export const LazyCheckoutSuccessPage = lazy(() =>
  import(/* webpackChunkName: "page-checkout-success" */ './success/CheckoutSuccessPage').then((m) => ({
    default: m.CheckoutSuccessPage,
  })),
);
