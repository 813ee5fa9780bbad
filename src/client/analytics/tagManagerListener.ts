import type { AppStartListening } from '../app/listening';
import { storeConfigArrived, storeConfigsOf } from '../api/store';
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
    matcher: storeConfigArrived,
    effect: (action) => {
      for (const config of storeConfigsOf(action)) {
        const containerId = config.analytics.gtm_container_id;
        if (!containerId) continue;
        const scriptUrl = config.integrations.tag_manager_script_url;
        waiting?.();
        waiting = consentStore.whenGranted('analytics', () => loadTagManager(containerId, scriptUrl));
      }
    },
  });
}
