import { lazyPage } from '../../lib/lazyPage';

/** Route-level code splitting: the contact page is a chunk of its own. */
export const LazyContactPage = lazyPage('page-contact', () =>
  import(/* webpackChunkName: "page-contact" */ './ContactPage').then((m) => m.ContactPage),
);
