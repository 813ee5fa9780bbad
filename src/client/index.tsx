import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { appRoutes } from './app/routes';
import { makeStore } from './app/store';
import { appStarted } from './events/appStarted';
import { startCookieConsent } from './lib/consent/cookieConsent';

const store = makeStore();
// Applies the customer cookie the server may have set on the previous page before anything reads it.
store.dispatch(appStarted());
// The banner (or the remembered choice): the tag manager and the chat wait for what it reports.
void startCookieConsent();
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('The page shell has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
