import { lazy } from 'react';

/** My watches as its own chunk, nested in the account layout by app/routes. */
export const LazyMyWatchesPage = lazy(() =>
  import(/* webpackChunkName: "page-my-watches" */ './MyWatchesPage').then((m) => ({
    default: m.MyWatchesPage,
  })),
);
