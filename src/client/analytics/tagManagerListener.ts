import type { AppStartListening } from '../app/listening';
import { storeApi } from '../api/store';
import { consent, type ConsentStore } from '../lib/consent/consentState';
import { loadTagManager } from './tagManager';

/**
 * The tag loader follows the store configuration and the visitor's consent: `analytics.gtm_container_id` set
 * and the analytics category accepted (at once if it already is, or when the visitor accepts it later) means
 * load it from `integrations.tag_manager_script_url`. Events still go to the local `window.dataLayer` before.
 */
export function registerTagManagerListener(
  startListening: AppStartListening,
  consentStore: ConsentStore = consent,
): void {
  let waiting: (() => void) | null = null;
  startListening({
    matcher: storeApi.endpoints.getStoreConfig.matchFulfilled,
    effect: (action) => {
      const containerId = action.payload.analytics.gtm_container_id;
      if (!containerId) return;
      const scriptUrl = action.payload.integrations.tag_manager_script_url;
      waiting?.();
      waiting = consentStore.whenGranted('analytics', () => loadTagManager(containerId, scriptUrl));
    },
  });
}
