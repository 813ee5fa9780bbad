import { lazy } from 'react';

/*
 * Route-level code splitting: the store locator (with Leaflet and the bundled basemap) is a chunk of its own,
 * loaded only on its pages.
 */
export const LazyStoreLocatorPage = lazy(() =>
  import(/* webpackChunkName: "page-store-locator" */ './StoreLocatorPage').then((m) => ({
    default: m.StoreLocatorPage,
  })),
);

export const LazyShopPage = lazy(() =>
  import(/* webpackChunkName: "page-store-locator" */ './ShopPage').then((m) => ({ default: m.ShopPage })),
);
