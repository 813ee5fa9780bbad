import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { serverRenderHydrated } from './api/serverRendered';
import { App } from './app/App';
import { appRoutes } from './app/routes';
import { chunksOfMatches } from './app/routing/pageChunks';
import { preloadChunks } from './lib/lazyPage';
import { preloadLeaves } from './lib/lazyLeaf';
import { makeStore } from './app/store';
import { appStarted } from './events/appStarted';
import { loadMessages } from './lib/i18n/loadMessages';
import { startCookieConsent } from './lib/consent/cookieConsent';
import { SERVER_STATE_ELEMENT_ID } from '../common/server-render';
import { shopLanguage } from '../common/i18n/languages';
import { linkStoreManifest, startServiceWorker } from './lib/service-worker/register';
import { hasStoreCodeShape } from './lib/store-codes';

const store = makeStore();
// A page rendered on the server brings the API answers it was rendered from: the first render uses them.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) store.dispatch(serverRenderHydrated(JSON.parse(serverState) as Record<string, unknown>));
// The store as the server rendered from, before anything of the browser's own: what hydration reads (App.tsx).
const serverStoreState = serverState ? store.getState() : undefined;
// Applies the customer cookie the server may have set on the previous page before anything reads it.
store.dispatch(appStarted());
// The banner (or the remembered choice): the tag manager and the chat wait for what it reports.
void startCookieConsent();
// Offline and updates (README "Offline and updates"): the worker registers once the page has loaded.
const storeCode = window.location.pathname.split('/')[1] ?? '';
linkStoreManifest(hasStoreCodeShape(storeCode) ? storeCode : null);
startServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page shell has no #root element');
const app = (
  <StrictMode>
    <App store={store} serverState={serverStoreState} />
  </StrictMode>
);
if (serverState) {
  // Hydration must render what the server rendered, in one pass: in the store's language from the first render,
  // with the page's code loaded (a page that suspends hydrates later, against data that has moved on).
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  void Promise.all([
    loadMessages(shopLanguage(document.documentElement.lang)),
    preloadChunks(chunksOfMatches(matches)),
  ]).then(() => {
    hydrateRoot(container, app);
    // The parts kept out of the first view (lib/lazyLeaf.tsx) hydrate as soon as their chunks arrive; each
    // starts loading in a task of its own, so that starting them is not one long task.
    void preloadLeaves({ oneTaskEach: true });
  });
} else {
  createRoot(container).render(app);
}
