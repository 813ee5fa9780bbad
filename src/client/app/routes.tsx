import { Navigate, type RouteObject } from 'react-router-dom';
import { LazyCartPage } from '../features/cart/LazyCartPage';
import { LazyCheckoutPage, LazyCheckoutSuccessPage } from '../features/checkout/lazy';
import { LazyCompatibleStrapsPage } from '../features/straps/LazyCompatibleStrapsPage';
import { DEFAULT_STORE_CODE } from '../lib/store-codes';
import { StoreLayout } from './layout/StoreLayout';
import { CatalogPathRoute } from './routing/CatalogPathRoute';
import { ComparePage, HomePage, SearchResultsPage, SignInPage, StoryPage } from './routing/lazyPages';

/** The storefront's routes, shared by the browser router and the tests' memory router. */
export const appRoutes: RouteObject[] = [
  {
    path: '/:storeCode',
    element: <StoreLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'catalogsearch/result', element: <SearchResultsPage /> },
      { path: 'customer/account/login', element: <SignInPage /> },
      { path: 'checkout/cart', element: <LazyCartPage /> },
      { path: 'checkout', element: <LazyCheckoutPage /> },
      { path: 'checkout/onepage/success', element: <LazyCheckoutSuccessPage /> },
      { path: 'catalog/product_compare', element: <ComparePage /> },
      { path: 'stories/:identifier', element: <StoryPage /> },
      { path: 'straps/compatible', element: <LazyCompatibleStrapsPage /> },
      { path: '*', element: <CatalogPathRoute /> },
    ],
  },
  // The server already redirects `/`; this covers a client-side visit to it.
  { path: '/', element: <Navigate replace to={`/${DEFAULT_STORE_CODE}/`} /> },
];
