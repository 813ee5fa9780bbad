import { Navigate, type RouteObject } from 'react-router-dom';
import { LazyAccountLayout, LazyDashboardPage, LazyOrderHistoryPage } from '../features/account/lazy';
import { LazyAddressBookPage } from '../features/address-book/LazyAddressBookPage';
import { LazyCartPage } from '../features/cart/LazyCartPage';
import { LazyCheckoutPage, LazyCheckoutSuccessPage } from '../features/checkout/lazy';
import { LazyCreatePasswordPage, LazyForgotPasswordPage } from '../features/password-reset/lazy';
import { LazyCompatibleStrapsPage } from '../features/straps/LazyCompatibleStrapsPage';
import { LazyMyWatchesPage } from '../features/my-watches/LazyMyWatchesPage';
import { LazyContactPage } from '../features/contact/lazy';
import { LazyRegisterWatchPage } from '../features/watch-registration/lazy';
import { LazyReturnLabelPage } from '../features/return-label/lazy';
import { LazyShopPage, LazyStoreLocatorPage } from '../features/store-locator/lazy';
import {
  LazyConfirmPage,
  LazyManagePage,
  LazySubscribePage,
  LazyUnsubscribePage,
} from '../features/newsletter/lazy';
import { DEFAULT_STORE_CODE } from '../lib/store-codes';
import { STORE_ROOT_ROUTE, STORE_ROUTES, storePaths } from '../../common/store-paths';
import { StoreLayout } from './layout/StoreLayout';
import { CatalogPathRoute } from './routing/CatalogPathRoute';
import { catalogPathChunk, pageChunk } from './routing/pageChunks';
import {
  ComparePage,
  HomePage,
  RegistrationPage,
  SearchResultsPage,
  SignInPage,
  StoryPage,
  WishlistPage,
} from './routing/lazyPages';

/** The storefront's routes, shared by the browser router and the tests' memory router. */
export const appRoutes: RouteObject[] = [
  {
    path: STORE_ROOT_ROUTE,
    element: <StoreLayout />,
    children: [
      { index: true, element: <HomePage />, ...pageChunk('page-home') },
      { path: STORE_ROUTES.search, element: <SearchResultsPage />, ...pageChunk('page-search') },
      { path: STORE_ROUTES.signIn, element: <SignInPage />, ...pageChunk('page-sign-in') },
      { path: STORE_ROUTES.register, element: <RegistrationPage />, ...pageChunk('page-register') },
      {
        path: STORE_ROUTES.forgotPassword,
        element: <LazyForgotPasswordPage />,
        ...pageChunk('page-forgot-password'),
      },
      {
        path: STORE_ROUTES.createPassword,
        element: <LazyCreatePasswordPage />,
        ...pageChunk('page-create-password'),
      },
      { path: STORE_ROUTES.cart, element: <LazyCartPage />, ...pageChunk('page-cart') },
      { path: STORE_ROUTES.checkout, element: <LazyCheckoutPage />, ...pageChunk('page-checkout') },
      {
        path: STORE_ROUTES.checkoutSuccess,
        element: <LazyCheckoutSuccessPage />,
        ...pageChunk('page-checkout-success'),
      },
      { path: STORE_ROUTES.compare, element: <ComparePage />, ...pageChunk('page-compare') },
      { path: STORE_ROUTES.story, element: <StoryPage />, ...pageChunk('page-story') },
      {
        path: STORE_ROUTES.compatibleStraps,
        element: <LazyCompatibleStrapsPage />,
        ...pageChunk('page-straps'),
      },
      {
        // The account area: a frame (sign-in check, navigation, page type 15) around each account page.
        element: <LazyAccountLayout />,
        ...pageChunk('page-account'),
        children: [
          {
            path: STORE_ROUTES.account,
            element: <LazyDashboardPage />,
            ...pageChunk('page-account-dashboard'),
          },
          {
            path: STORE_ROUTES.orderHistory,
            element: <LazyOrderHistoryPage />,
            ...pageChunk('page-account-orders'),
          },
          {
            path: STORE_ROUTES.addressBook,
            element: <LazyAddressBookPage />,
            ...pageChunk('page-address-book'),
          },
          { path: STORE_ROUTES.wishlist, element: <WishlistPage />, ...pageChunk('page-wishlist') },
          {
            path: STORE_ROUTES.newsletterManage,
            element: <LazyManagePage />,
            ...pageChunk('page-newsletter'),
          },
          { path: STORE_ROUTES.myWatches, element: <LazyMyWatchesPage />, ...pageChunk('page-my-watches') },
        ],
      },
      {
        path: STORE_ROUTES.newsletterSubscribePage,
        element: <LazySubscribePage />,
        ...pageChunk('page-newsletter'),
      },
      {
        path: STORE_ROUTES.newsletterUnsubscribePage,
        element: <LazyUnsubscribePage />,
        ...pageChunk('page-newsletter'),
      },
      {
        path: STORE_ROUTES.newsletterConfirmPage,
        element: <LazyConfirmPage />,
        ...pageChunk('page-newsletter'),
      },
      { path: STORE_ROUTES.contact, element: <LazyContactPage />, ...pageChunk('page-contact') },
      {
        path: STORE_ROUTES.registerWatch,
        element: <LazyRegisterWatchPage />,
        ...pageChunk('register-watch'),
      },
      { path: STORE_ROUTES.returnLabel, element: <LazyReturnLabelPage />, ...pageChunk('page-return-label') },
      {
        path: STORE_ROUTES.storeLocator,
        element: <LazyStoreLocatorPage />,
        ...pageChunk('page-store-locator'),
      },
      { path: STORE_ROUTES.storeLocatorShop, element: <LazyShopPage />, ...pageChunk('page-store-locator') },
      { path: '*', element: <CatalogPathRoute />, ...pageChunk(catalogPathChunk) },
    ],
  },
  // The server already redirects `/`; this covers a client-side visit to it.
  { path: '/', element: <Navigate replace to={storePaths.home(DEFAULT_STORE_CODE)} /> },
];
