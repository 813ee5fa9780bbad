import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { AppStore, RootState } from './store';
import './styles/theme.css';
import './styles/base.css';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  /**
   * The store as the server's render left it (its API answers, nothing private), read while hydrating. A part
   * of the page hydrates late (a lazy page, once its chunk has arrived) and by then the browser may already
   * have answers the server had not (the customer's sections): rendered from the current store it would not
   * match the server's markup, and React keeps the server's attributes (an add-to-cart button left
   * aria-disabled). Read from this snapshot it matches, then renders again from the current store.
   */
  serverState?: RootState;
}

export function App({ store, router, serverState }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </Provider>
  );
}
