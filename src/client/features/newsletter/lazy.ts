import { lazy } from 'react';

/** Route-level code splitting: the newsletter pages are one chunk of their own (few shoppers open them). */
export const LazySubscribePage = lazy(() =>
  import(/* webpackChunkName: "page-newsletter" */ './SubscribePage').then((m) => ({
    default: m.SubscribePage,
  })),
);
export const LazyUnsubscribePage = lazy(() =>
  import(/* webpackChunkName: "page-newsletter" */ './UnsubscribePage').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
export const LazyConfirmPage = lazy(() =>
  import(/* webpackChunkName: "page-newsletter" */ './ConfirmPage').then((m) => ({ default: m.ConfirmPage })),
);
export const LazyManagePage = lazy(() =>
  import(/* webpackChunkName: "page-newsletter" */ './ManagePage').then((m) => ({ default: m.ManagePage })),
);
