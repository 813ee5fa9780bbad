import { useRoutes, type RouteObject } from 'react-router-dom';
import { useNotePagesSeen } from '../../lib/service-worker/useNotePagesSeen';
import { appRoutes } from '../routes';

/**
 * The storefront's routes rendered by whichever router is around them: `BrowserRouter` in the browser
 * (`app/App.tsx`), `StaticRouter` on the server (`ssr/renderPage.tsx`), `MemoryRouter` in the tests.
 *
 * Declarative routing, not React Router's data router (`createBrowserRouter`, `RouterProvider`): the shop
 * uses no loaders, actions or fetchers, and the data router's state machine was 16 kB gzip of every page's
 * first view (react-router 28.8 → 12.6 kB, issue 18).
 */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  useNotePagesSeen();
  return useRoutes(routes);
}
