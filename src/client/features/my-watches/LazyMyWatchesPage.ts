import { lazyPage } from '../../lib/lazyPage';

/** My watches as its own chunk, nested in the account layout by app/routes. */
export const LazyMyWatchesPage = lazyPage('page-my-watches', () =>
  import(/* webpackChunkName: "page-my-watches" */ './MyWatchesPage').then((m) => m.MyWatchesPage),
);
