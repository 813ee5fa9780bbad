import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { emptyApi } from './emptyApi';
import { serverRenderHydrated } from './serverRendered';
import { storeGenApi, type StoreConfig } from './store.gen';

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

/**
 * Listeners that follow the store configuration match this: a configuration fetched, or the ones a server
 * render handed over before hydration (which arrive in the cache without a fulfilled action).
 */
export const storeConfigArrived = isAnyOf(
  storeApi.endpoints.getStoreConfig.matchFulfilled,
  serverRenderHydrated,
);

/** The configurations an action matched by `storeConfigArrived` brings. */
export function storeConfigsOf(action: UnknownAction): StoreConfig[] {
  if (storeApi.endpoints.getStoreConfig.matchFulfilled(action)) return [action.payload];
  if (!serverRenderHydrated.match(action)) return [];
  const { queries = {} } = (action.payload[emptyApi.reducerPath] ?? {}) as {
    queries?: Record<string, { endpointName?: string; status?: string; data?: unknown }>;
  };
  return Object.values(queries)
    .filter((query) => query.endpointName === 'getStoreConfig' && query.status === 'fulfilled')
    .map((query) => query.data as StoreConfig);
}
