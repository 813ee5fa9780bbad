import { lazyPage } from '../../lib/lazyPage';

/** Route-level code splitting: the account frame and each of its pages are chunks of their own. */
export const LazyAccountLayout = lazyPage('page-account', () =>
  import(/* webpackChunkName: "page-account" */ './AccountLayout').then((m) => m.AccountLayout),
);
export const LazyDashboardPage = lazyPage('page-account-dashboard', () =>
  import(/* webpackChunkName: "page-account-dashboard" */ './DashboardPage').then((m) => m.DashboardPage),
);
export const LazyOrderHistoryPage = lazyPage('page-account-orders', () =>
  import(/* webpackChunkName: "page-account-orders" */ './OrderHistoryPage').then((m) => m.OrderHistoryPage),
);
