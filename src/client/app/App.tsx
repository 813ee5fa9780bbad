import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import type { AppStore, RootState } from './store';
import './styles/theme.css';
import './styles/base.css';

interface AppProps {
  store: AppStore;
  /**
   * The store as the server's render left it (its API answers, nothing private), read while hydrating. A part
   * of the page hydrates late (a lazy page, once its chunk has arrived) and by then the browser may already
   * have answers the server had not (the customer's sections): rendered from the current store it would not
   * match the server's markup, and React keeps the server's attributes (an add-to-cart button left
   * aria-disabled). Read from this snapshot it matches, then renders again from the current store.
   */
  serverState?: RootState;
}

/** The storefront in the browser, at the window's URL. */
export function App({ store, serverState }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
