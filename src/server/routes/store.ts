import type { Handlers } from '../contract/handler-types';
import { storeConfig, websiteList } from '../domain/store/store-config';
import type { RouteDeps } from './deps';

export function storeRoutes(deps: RouteDeps): Handlers {
  return {
    getStoreConfig: async ({ store }) =>
      storeConfig(store, deps.stores, deps.env.gtmContainerId, deps.env.integrations),
    listWebsites: async () => websiteList(deps.stores),
  };
}
