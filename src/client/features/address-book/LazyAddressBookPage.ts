import { lazy } from 'react';

/** The address book as its own chunk, for app/routes (the account layout nests it at integration). */
export const LazyAddressBookPage = lazy(() =>
  import(/* webpackChunkName: "page-address-book" */ './AddressBookPage').then((m) => ({
    default: m.AddressBookPage,
  })),
);
