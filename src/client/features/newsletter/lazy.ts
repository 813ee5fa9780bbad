import { lazyPage } from '../../lib/lazyPage';

/** Route-level code splitting: the newsletter pages are one chunk of their own (few shoppers open them). */
export const LazySubscribePage = lazyPage('page-newsletter', () =>
  import(/* webpackChunkName: "page-newsletter" */ './SubscribePage').then((m) => m.SubscribePage),
);
export const LazyUnsubscribePage = lazyPage('page-newsletter', () =>
  import(/* webpackChunkName: "page-newsletter" */ './UnsubscribePage').then((m) => m.UnsubscribePage),
);
export const LazyConfirmPage = lazyPage('page-newsletter', () =>
  import(/* webpackChunkName: "page-newsletter" */ './ConfirmPage').then((m) => m.ConfirmPage),
);
export const LazyManagePage = lazyPage('page-newsletter', () =>
  import(/* webpackChunkName: "page-newsletter" */ './ManagePage').then((m) => m.ManagePage),
);
