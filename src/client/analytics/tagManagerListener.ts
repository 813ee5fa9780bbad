import type { AppStartListening } from '../app/listening';
import { storeApi } from '../api/store';
import { loadTagManager } from './tagManager';

/** The tag loader follows the store configuration: `analytics.gtm_container_id` set means load it. */
export function registerTagManagerListener(startListening: AppStartListening): void {
  startListening({
    matcher: storeApi.endpoints.getStoreConfig.matchFulfilled,
    effect: (action) => {
      const containerId = action.payload.analytics.gtm_container_id;
      if (containerId) loadTagManager(containerId);
    },
  });
}
