import { lazy } from 'react';

/** Route-level code splitting: the return label page is a chunk of its own. */
export const LazyReturnLabelPage = lazy(() =>
  import(/* webpackChunkName: "page-return-label" */ './ReturnLabelPage').then((m) => ({
    default: m.ReturnLabelPage,
  })),
);
