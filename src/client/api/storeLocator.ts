import { storelocatorGenApi } from './storelocator.gen';

// The boutiques change a few times a year: keep them while the shopper goes between the list and the pages.
const FIVE_MINUTES_S = 300;

export const storeLocatorApi = storelocatorGenApi.enhanceEndpoints({
  endpoints: {
    listStoreLocatorShops: { keepUnusedDataFor: FIVE_MINUTES_S },
    getStoreLocatorShop: { keepUnusedDataFor: FIVE_MINUTES_S },
  },
});

export const { useListStoreLocatorShopsQuery, useGetStoreLocatorShopQuery } = storeLocatorApi;

export type {
  OpeningHours,
  ShopPiece,
  StoreLocatorMap,
  StoreLocatorShop,
  StoreLocatorShopPage,
} from './storelocator.gen';
