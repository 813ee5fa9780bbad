import { lazyPage } from '../../lib/lazyPage';

/** Route-level code splitting: the return label page is a chunk of its own. */
export const LazyReturnLabelPage = lazyPage('page-return-label', () =>
  import(/* webpackChunkName: "page-return-label" */ './ReturnLabelPage').then((m) => m.ReturnLabelPage),
);
