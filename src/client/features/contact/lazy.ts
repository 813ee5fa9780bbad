import { lazy } from 'react';

/** Route-level code splitting: the contact page is a chunk of its own. */
export const LazyContactPage = lazy(() =>
  import(/* webpackChunkName: "page-contact" */ './ContactPage').then((m) => ({ default: m.ContactPage })),
);
