import type { ActionToEvents } from '../analytics/dataLayerEvent';
import { compareActionToEvents } from '../events/compare';
import { listAddToCartActionToEvents } from '../events/listAddToCart';
import { pageViewActionToEvents } from '../events/pageView';
import { productListActionToEvents } from '../events/productList';
import { retailerPopupActionToEvents } from '../events/retailerPopup';
import { storyClickActionToEvents } from '../events/stories';
import { storeSwitchActionToEvents } from '../events/storeSwitch';
import { wishlistActionToEvents } from '../events/wishlist';
import { cartActionToEvents } from '../features/cart/events';
import { checkoutActionToEvents } from '../features/checkout/events';
import { homeActionToEvents } from '../features/home/events';
import { miniCartActionToEvents } from '../features/minicart/events';
import { myWatchesActionToEvents } from '../features/my-watches/events';
import { menuActionToEvents } from '../features/navigation/events';
import { newsletterActionToEvents } from '../features/newsletter/events';
import { returnLabelActionToEvents } from '../features/return-label/events';
import { popupsActionToEvents } from '../features/popups/events';
import { appointmentActionToEvents } from '../features/product/appointment/events';
import { productOptionActionToEvents } from '../features/product/events';
import { galleryActionToEvents } from '../features/product/gallery/events';
import { reservationActionToEvents } from '../features/product/reservation/events';
import { stockAlertActionToEvents } from '../features/product/stock-alert/events';
import { searchActionToEvents } from '../features/search/events';
import { storeLocatorActionToEvents } from '../features/store-locator/events';
import { sessionActionToEvents } from '../features/session/events';
import { watchRegistrationActionToEvents } from '../features/watch-registration/events';

/**
 * Every action -> data-layer map of the app, the shared ones of `events/` and each feature's own, handed to
 * the analytics middleware by `makeStore`. A map left out of this list is never pushed; `scripts/analytics-catalogue.mjs` reads this list to write
 * `docs/analytics-events.md`.
 */
export const ANALYTICS_MAPS: readonly ActionToEvents[] = [
  pageViewActionToEvents,
  sessionActionToEvents,
  searchActionToEvents,
  productListActionToEvents,
  listAddToCartActionToEvents,
  miniCartActionToEvents,
  cartActionToEvents,
  checkoutActionToEvents,
  compareActionToEvents,
  wishlistActionToEvents,
  storyClickActionToEvents,
  homeActionToEvents,
  stockAlertActionToEvents,
  appointmentActionToEvents,
  reservationActionToEvents,
  galleryActionToEvents,
  productOptionActionToEvents,
  newsletterActionToEvents,
  myWatchesActionToEvents,
  watchRegistrationActionToEvents,
  returnLabelActionToEvents,
  storeLocatorActionToEvents,
  menuActionToEvents,
  storeSwitchActionToEvents,
  retailerPopupActionToEvents,
  popupsActionToEvents,
];
