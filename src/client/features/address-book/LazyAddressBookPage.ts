import { lazyPage } from '../../lib/lazyPage';

/** The address book as its own chunk, for app/routes (the account layout nests it at integration). */
export const LazyAddressBookPage = lazyPage('page-address-book', () =>
  import(/* webpackChunkName: "page-address-book" */ './AddressBookPage').then((m) => m.AddressBookPage),
);
