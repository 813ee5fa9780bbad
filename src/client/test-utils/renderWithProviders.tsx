import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { StoreGate } from '../app/layout/StoreGate';
import { appRoutes } from '../app/routes';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface RenderOptions {
  /** The URL to start at, store code included. */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders `ui` with the real store and a memory router, inside a loaded store (the store gate) at `route`.
 * Pass null to render the whole app's routes instead.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { route = '/en-int/', preloadedState } = options;
  const store = options.store ?? makeStore(preloadedState);
  const routes: RouteObject[] = ui
    ? [{ path: '/:storeCode/*', element: <StoreGate>{ui}</StoreGate> }]
    : appRoutes;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, user, router, ...utils };
}

/** The whole storefront at a URL. */
export const renderApp = (route: string, options: Omit<RenderOptions, 'route'> = {}) =>
  renderWithProviders(null, { ...options, route });

/** Where the memory router is now, as `pathname + search`. */
export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }): string =>
  `${router.state.location.pathname}${router.state.location.search}`;
