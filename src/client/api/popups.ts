import { popupsGenApi } from './popups.gen';

// The directory and the promotions change with the configuration, not while someone shops: keep them for the
// visit. The store selector depends on the visitor's headers, which do not change within a visit either.
const ONE_HOUR_S = 3600;

export const popupsApi = popupsGenApi.enhanceEndpoints({
  endpoints: {
    getStoreSelector: { keepUnusedDataFor: ONE_HOUR_S },
    listRetailers: { keepUnusedDataFor: ONE_HOUR_S },
    listPromotionalPopups: { keepUnusedDataFor: ONE_HOUR_S },
  },
});

export const { useGetStoreSelectorQuery, useListRetailersQuery, useListPromotionalPopupsQuery } = popupsApi;
export type { PromotionalPopup, Retailer, RetailerCountry, SelectorStore, StoreSelector } from './popups.gen';
