import { pushToDataLayer } from './dataLayer';

const SCRIPT_ID = 'gtm-loader';
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The public tag host's loader, when the configuration names no other (`integrations.tag_manager_script_url`). */
export const DEFAULT_TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/**
 * Loads the tag manager for a container, once, from the configured tag host. Called only when the store
 * configuration names a container and the visitor accepted analytics (tagManagerListener): otherwise nothing
 * external is ever requested.
 */
export function loadTagManager(
  containerId: string,
  scriptUrl: string = DEFAULT_TAG_MANAGER_SCRIPT_URL,
): boolean {
  if (!CONTAINER_ID.test(containerId) || document.getElementById(SCRIPT_ID)) return false;
  pushToDataLayer([{ event: 'gtm.js', 'gtm.start': Date.now() }]);
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
  return true;
}
