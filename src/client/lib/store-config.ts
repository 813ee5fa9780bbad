import { createContext, useContext, useMemo } from 'react';
import type { StoreConfig } from '../api/store';
import { bindStorePaths, type BoundStorePaths } from '../../common/store-paths';

/** The current store view's configuration, provided once it has loaded (the app's store gate). */
export const StoreConfigContext = createContext<StoreConfig | null>(null);

export function useStoreConfig(): StoreConfig {
  const config = useContext(StoreConfigContext);
  if (!config)
    throw new Error('useStoreConfig is used outside a loaded store (render inside the store gate)');
  return config;
}

export const useStoreCode = (): string => useStoreConfig().store_code;

/** The current store's path builders (src/common/store-paths.ts): `paths.cart()`, `paths.product(urlKey)`. */
export function useStorePaths(): BoundStorePaths {
  const storeCode = useStoreCode();
  return useMemo(() => bindStorePaths(storeCode), [storeCode]);
}
