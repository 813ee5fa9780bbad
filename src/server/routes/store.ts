import type { Handlers } from '../contract/handler-types';
import { storeConfig, websiteList } from '../domain/store/store-config';
import { requireStore, type RouteDeps } from './deps';

export function storeRoutes(deps: RouteDeps): Handlers {
  return {
    getStoreConfig: async ({ store }) =>
      storeConfig(requireStore(store), deps.stores, deps.env.gtmContainerId),
    listWebsites: async () => websiteList(deps.stores),
  };
}
