import { createContext, useContext } from 'react';
import type { StoreConfig } from '../api/store';

/** The current store view's configuration, provided once it has loaded (the app's store gate). */
export const StoreConfigContext = createContext<StoreConfig | null>(null);

export function useStoreConfig(): StoreConfig {
  const config = useContext(StoreConfigContext);
  if (!config)
    throw new Error('useStoreConfig is used outside a loaded store (render inside the store gate)');
  return config;
}

export const useStoreCode = (): string => useStoreConfig().store_code;

/** `/{store}/` + path: every storefront page lives under its store code. */
export function useStorePath(): (path?: string) => string {
  const storeCode = useStoreCode();
  return (path = '') => `/${storeCode}/${path.replace(/^\//, '')}`;
}
