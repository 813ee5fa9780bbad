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
      { index: true, element: <HomePage /> },
      { path: STORE_ROUTES.search, element: <SearchResultsPage /> },
      { path: STORE_ROUTES.signIn, element: <SignInPage /> },
      { path: STORE_ROUTES.register, element: <RegistrationPage /> },
      { path: STORE_ROUTES.forgotPassword, element: <LazyForgotPasswordPage /> },
      { path: STORE_ROUTES.createPassword, element: <LazyCreatePasswordPage /> },
      { path: STORE_ROUTES.cart, element: <LazyCartPage /> },
      { path: STORE_ROUTES.checkout, element: <LazyCheckoutPage /> },
      { path: STORE_ROUTES.checkoutSuccess, element: <LazyCheckoutSuccessPage /> },
      { path: STORE_ROUTES.compare, element: <ComparePage /> },
      { path: STORE_ROUTES.story, element: <StoryPage /> },
      { path: STORE_ROUTES.compatibleStraps, element: <LazyCompatibleStrapsPage /> },
      {
        // The account area: a frame (sign-in check, navigation, page type 15) around each account page.
        element: <LazyAccountLayout />,
        children: [
          { path: STORE_ROUTES.account, element: <LazyDashboardPage /> },
          { path: STORE_ROUTES.orderHistory, element: <LazyOrderHistoryPage /> },
          { path: STORE_ROUTES.addressBook, element: <LazyAddressBookPage /> },
          { path: STORE_ROUTES.wishlist, element: <WishlistPage /> },
          { path: STORE_ROUTES.newsletterManage, element: <LazyManagePage /> },
          { path: STORE_ROUTES.myWatches, element: <LazyMyWatchesPage /> },
        ],
      },
      { path: STORE_ROUTES.newsletterSubscribePage, element: <LazySubscribePage /> },
      { path: STORE_ROUTES.newsletterUnsubscribePage, element: <LazyUnsubscribePage /> },
      { path: STORE_ROUTES.newsletterConfirmPage, element: <LazyConfirmPage /> },
      { path: STORE_ROUTES.contact, element: <LazyContactPage /> },
      { path: STORE_ROUTES.registerWatch, element: <LazyRegisterWatchPage /> },
      { path: STORE_ROUTES.returnLabel, element: <LazyReturnLabelPage /> },
      { path: STORE_ROUTES.storeLocator, element: <LazyStoreLocatorPage /> },
      { path: STORE_ROUTES.storeLocatorShop, element: <LazyShopPage /> },
      { path: '*', element: <CatalogPathRoute /> },
    ],
  },
  // The server already redirects `/`; this covers a client-side visit to it.
  { path: '/', element: <Navigate replace to={storePaths.home(DEFAULT_STORE_CODE)} /> },
];
