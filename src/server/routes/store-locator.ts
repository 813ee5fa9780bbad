import type { Handlers } from '../contract/handler-types';
import { listLocatorShops, locatorShopPage } from '../domain/store-locator/shops';
import type { RouteDeps } from './deps';

/** The store locator: the boutiques (searched by city or country) and each boutique's page (page types 9, 10). */
export function storeLocatorRoutes({ db, env }: RouteDeps): Handlers {
  const map = { tile_url: env.mapTiles?.url ?? null, attribution: env.mapTiles?.attribution ?? null };
  return {
    listStoreLocatorShops: async ({ store, query }) => {
      const search = (query.q ?? '').trim();
      return { query: search, shops: await listLocatorShops(db, store, search), map };
    },
    getStoreLocatorShop: async ({ store, params }) => ({
      ...(await locatorShopPage(db, store, params.url_key)),
      map,
    }),
  };
}
