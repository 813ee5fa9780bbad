import type { UnknownAction } from '@reduxjs/toolkit';
import { combineActionMaps } from '../analytics/combineActionMaps';
import type { ActionToEvents } from '../analytics/dataLayerEvent';
import { compareActionToEvents, compareProductAdded } from '../events/compare';
import { appStarted } from '../events/appStarted';
import { listAddToCartActionToEvents, productAddedToCart } from '../events/listAddToCart';
import { pageViewActionToEvents, pageViewed } from '../events/pageView';
import { productListActionToEvents, productListItemClicked } from '../events/productList';
import { storeSwitchActionToEvents, storeSwitched } from '../events/storeSwitch';
import { storyClickActionToEvents, storyClicked } from '../events/stories';
import { wishlistActionToEvents, wishlistProductAdded } from '../events/wishlist';
import { cartActionToEvents, giftBoxAdded } from '../features/cart/events';
import { checkoutActionToEvents, checkoutStepShown } from '../features/checkout/events';
import { homeActionToEvents, mallLinkClicked } from '../features/home/events';
import { miniCartActionToEvents, miniCartOpened } from '../features/minicart/events';
import { myWatchesActionToEvents, warrantyChecked } from '../features/my-watches/events';
import { menuActionToEvents, menuLinkFollowed } from '../features/navigation/events';
import { newsletterActionToEvents, newsletterSucceeded } from '../features/newsletter/events';
import { returnLabelActionToEvents, returnLabelOrderLookedUp } from '../features/return-label/events';
import { storeLocatorActionToEvents, storeLocatorSearched } from '../features/store-locator/events';
import { popupsActionToEvents, promoPopupViewed } from '../features/popups/events';
import { retailerPopupActionToEvents, retailerPopupRequested } from '../events/retailerPopup';
import { appointmentActionToEvents, videoAppointmentRequested } from '../features/product/appointment/events';
import { engravingConditionsAnswered, productOptionActionToEvents } from '../features/product/events';
import { galleryActionToEvents, galleryVideoPlayed } from '../features/product/gallery/events';
import { productReserved, reservationActionToEvents } from '../features/product/reservation/events';
import { backInStockSubscribed, stockAlertActionToEvents } from '../features/product/stock-alert/events';
import { searchActionToEvents, searchSubmitted } from '../features/search/events';
import { sessionActionToEvents, userMetaResolved } from '../features/session/events';
import {
  watchRegistrationActionToEvents,
  watchRegistrationEnded,
} from '../features/watch-registration/events';
import { PAGE_TYPE } from '../lib/page-types';
import { ANALYTICS_MAPS } from './analyticsMaps';

const mapActionToEvents = combineActionMaps(ANALYTICS_MAPS);
const listed = { sku: 'MA-HER-CHR-01', name: 'Heritage', position: 1, price: { currency: 'EUR', amount: 1 } };

// One action each map knows: the composed map pushes exactly what that map says, so no map is left out of
// the list and no other map claims the action.
const ONE_ACTION_PER_MAP: [string, ActionToEvents, UnknownAction][] = [
  ['page view', pageViewActionToEvents, pageViewed({ pageType: PAGE_TYPE.home, path: '/en-int/' })],
  [
    'user meta',
    sessionActionToEvents,
    userMetaResolved({ client_id: null, login_status: false, website_id: 1 }),
  ],
  ['search', searchActionToEvents, searchSubmitted({ term: 'gmt' })],
  [
    'product list',
    productListActionToEvents,
    productListItemClicked({ list: 'L', product: { ...listed, collection: null } }),
  ],
  [
    'list add to cart',
    listAddToCartActionToEvents,
    productAddedToCart({ sku: 'MA-HER-CHR-01', name: 'H', qty: 1 }),
  ],
  ['mini-cart', miniCartActionToEvents, miniCartOpened({ items: [], currency: 'EUR' })],
  ['cart', cartActionToEvents, giftBoxAdded({ sku: 'MA-GIFT-BOX' })],
  ['checkout', checkoutActionToEvents, checkoutStepShown({ code: 'shipping', number: 1 })],
  ['compare', compareActionToEvents, compareProductAdded({ sku: 'MA-HER-CHR-01', name: 'H' })],
  ['wishlist', wishlistActionToEvents, wishlistProductAdded({ sku: 'MA-HER-CHR-01', name: 'H' })],
  [
    'story click',
    storyClickActionToEvents,
    storyClicked({ page_id: 1, title: 'T', url: '/en-int/stories/t' }),
  ],
  [
    'home',
    homeActionToEvents,
    mallLinkClicked({ marketplace: 'Lumen Mall', url: 'https://lumen-mall.example' }),
  ],
  ['stock alert', stockAlertActionToEvents, backInStockSubscribed({ sku: 'MA-ATE-TOU-01', name: 'A' })],
  ['appointment', appointmentActionToEvents, videoAppointmentRequested({ sku: 'MA-HER-CHR-01' })],
  ['reservation', reservationActionToEvents, productReserved({ sku: 'MA-HER-CHR-01', shopId: 1 })],
  [
    'gallery',
    galleryActionToEvents,
    galleryVideoPlayed({ sku: 'MA-HER-CHR-01', provider: 'custom', title: 'T' }),
  ],
  [
    'product options',
    productOptionActionToEvents,
    engravingConditionsAnswered({ sku: 'MA-HER-CHR-01', conditions: 'accept' }),
  ],
  ['newsletter', newsletterActionToEvents, newsletterSucceeded({ form: 'subscribe' })],
  ['my watches', myWatchesActionToEvents, warrantyChecked({ watchId: 1, status: 'valid' })],
  [
    'watch registration',
    watchRegistrationActionToEvents,
    watchRegistrationEnded({ outcome: 'success', method: 'serial', sku: 'MA-HER-CHR-01-BLU-40' }),
  ],
  ['return label', returnLabelActionToEvents, returnLabelOrderLookedUp({ status: 'ok' })],
  ['store locator', storeLocatorActionToEvents, storeLocatorSearched({ term: 'Genève', results: 1 })],
  [
    'menu',
    menuActionToEvents,
    menuLinkFollowed({ menu: 'main', level: 1, label: 'Boutiques', url: '/en-int/storelocator', parent: '' }),
  ],
  ['store switch', storeSwitchActionToEvents, storeSwitched({ from: 'en-int', to: 'fr-ch' })],
  ['retailer popup', retailerPopupActionToEvents, retailerPopupRequested({ source: 'footer' })],
  ['popups', popupsActionToEvents, promoPopupViewed({ index: 1, position: 'center' })],
];

describe('the composed action -> dataLayer map', () => {
  test('every map of the app is in the list once', () => {
    expect(ANALYTICS_MAPS).toHaveLength(ONE_ACTION_PER_MAP.length);
    expect(new Set(ANALYTICS_MAPS).size).toBe(ANALYTICS_MAPS.length);
  });

  test.each(ONE_ACTION_PER_MAP)('the %s map is composed', (_name, map, action) => {
    expect(ANALYTICS_MAPS).toContain(map);
    expect(map(action)).not.toEqual([]);
    expect(mapActionToEvents(action)).toEqual(map(action));
  });

  test('other actions map to nothing', () => {
    expect(mapActionToEvents(appStarted())).toEqual([]);
    expect(mapActionToEvents({ type: 'something/else' })).toEqual([]);
  });
});
