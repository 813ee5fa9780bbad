import { lazy } from 'react';

/** The cart page as its own chunk, for app/routes. */
export const LazyCartPage = lazy(() =>
  import(/* webpackChunkName: "page-cart" */ './CartPage').then((m) => ({ default: m.CartPage })),
);
