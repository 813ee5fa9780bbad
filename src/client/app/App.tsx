import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';
import './styles/theme.css';
import './styles/base.css';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
