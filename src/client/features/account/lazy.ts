import { lazy } from 'react';

/** Route-level code splitting: the account frame and each of its pages are chunks of their own. */
export const LazyAccountLayout = lazy(() =>
  import(/* webpackChunkName: "page-account" */ './AccountLayout').then((m) => ({
    default: m.AccountLayout,
  })),
);
export const LazyDashboardPage = lazy(() =>
  import(/* webpackChunkName: "page-account-dashboard" */ './DashboardPage').then((m) => ({
    default: m.DashboardPage,
  })),
);
export const LazyOrderHistoryPage = lazy(() =>
  import(/* webpackChunkName: "page-account-orders" */ './OrderHistoryPage').then((m) => ({
    default: m.OrderHistoryPage,
  })),
);
