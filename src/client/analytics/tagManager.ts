import { pushToDataLayer } from './dataLayer';

const SCRIPT_ID = 'gtm-loader';
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Loads the tag manager for a container, once. Called only when the store configuration names a container:
 * with none configured nothing external is ever requested.
 */
export function loadTagManager(containerId: string): boolean {
  if (!CONTAINER_ID.test(containerId) || document.getElementById(SCRIPT_ID)) return false;
  pushToDataLayer([{ event: 'gtm.js', 'gtm.start': Date.now() }]);
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
  return true;
}
