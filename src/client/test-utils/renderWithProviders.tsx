import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  Router,
  type Location,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { StoreGate } from '../app/layout/StoreGate';
import { AppRoutes } from '../app/routing/AppRoutes';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface RenderOptions {
  /** The URL to start at, store code included. */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Where the test's router is, as a shopper's address bar would say (updated when a navigation starts, before the
 * next page has loaded), and a way to move it like the browser's buttons (`navigate(-1)`: a step back).
 */
export interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): void;
}

type MemoryHistory = ReturnType<typeof createMemoryHistory>;

/** MemoryRouter's own work (navigations as transitions), over a history the test can read. */
function TestMemoryRouter({ history, children }: { history: MemoryHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

function testRouter(history: MemoryHistory): TestRouter {
  return {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
  };
}

/**
 * Renders `ui` with the real store and a memory router, inside a loaded store (the store gate) at `route`.
 * Pass null to render the whole app's routes instead. The routes render as in the browser (`AppRoutes`, the
 * declarative router, navigations as transitions), and `router` tells where the memory history is.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { route = '/en-int/', preloadedState } = options;
  const store = options.store ?? makeStore(preloadedState);
  const routes: RouteObject[] | undefined = ui
    ? [{ path: '/:storeCode/*', element: <StoreGate>{ui}</StoreGate> }]
    : undefined;
  const history = createMemoryHistory({ initialEntries: [route], v5Compat: true });
  const user = userEvent.setup();
  const utils = render(
    <Provider store={store}>
      <TestMemoryRouter history={history}>
        <AppRoutes routes={routes} />
      </TestMemoryRouter>
    </Provider>,
  );
  return { store, user, router: testRouter(history), ...utils };
}

/** The whole storefront at a URL. */
export const renderApp = (route: string, options: Omit<RenderOptions, 'route'> = {}) =>
  renderWithProviders(null, { ...options, route });

/** Where the memory router is now, as `pathname + search`. */
export const currentUrl = (router: TestRouter): string =>
  `${router.state.location.pathname}${router.state.location.search}`;
