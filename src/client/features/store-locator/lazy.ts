import { lazyPage } from '../../lib/lazyPage';

/*
 * Route-level code splitting: the store locator (with Leaflet and the bundled basemap) is a chunk of its own,
 * loaded only on its pages.
 */
export const LazyStoreLocatorPage = lazyPage('page-store-locator', () =>
  import(/* webpackChunkName: "page-store-locator" */ './StoreLocatorPage').then((m) => m.StoreLocatorPage),
);

export const LazyShopPage = lazyPage('page-store-locator', () =>
  import(/* webpackChunkName: "page-store-locator" */ './ShopPage').then((m) => m.ShopPage),
);
