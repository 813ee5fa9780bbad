import { lazyPage } from '../../lib/lazyPage';

/** The compatible straps page ('Buy straps') as its own chunk, for app/routes. */
export const LazyCompatibleStrapsPage = lazyPage('page-straps', () =>
  import(/* webpackChunkName: "page-straps" */ './CompatibleStrapsPage').then((m) => m.CompatibleStrapsPage),
);
