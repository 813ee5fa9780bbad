import { lazy } from 'react';

/** The compatible straps page ('Buy straps') as its own chunk, for app/routes. */
export const LazyCompatibleStrapsPage = lazy(() =>
  import(/* webpackChunkName: "page-straps" */ './CompatibleStrapsPage').then((m) => ({
    default: m.CompatibleStrapsPage,
  })),
);
