import { lazyPage } from '../../lib/lazyPage';

/** The cart page as its own chunk, for app/routes. */
export const LazyCartPage = lazyPage('page-cart', () =>
  import(/* webpackChunkName: "page-cart" */ './CartPage').then((m) => m.CartPage),
);
