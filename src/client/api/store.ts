import { storeGenApi } from './store.gen';

// Store configuration changes with a deployment, not while someone shops: keep it for the whole visit.
const ONE_HOUR_S = 3600;

export const storeApi = storeGenApi.enhanceEndpoints({
  endpoints: {
    getStoreConfig: { keepUnusedDataFor: ONE_HOUR_S },
    listWebsites: { keepUnusedDataFor: ONE_HOUR_S },
  },
});

export const { useGetStoreConfigQuery, useListWebsitesQuery } = storeApi;
export type { StoreConfig, StoreSummary, Website, WebsiteList } from './store.gen';

type StoreApiState = Parameters<ReturnType<typeof storeApi.endpoints.getStoreConfig.select>>[0];

/**
 * A store's configuration from the cache, if loaded. The root state types the api slice through the empty
 * root api, which does not know the tags each domain adds: the cast bridges that.
 */
export const selectStoreConfig = (state: { api: object }, storeCode: string) =>
  storeApi.endpoints.getStoreConfig.select({ storeCode })(state as StoreApiState).data;
