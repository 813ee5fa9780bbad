import { createAction } from '@reduxjs/toolkit';

/**
 * The queries a server render makes: public data, the same for every visitor, so the rendered page can be
 * cached and shared. Anything else (the cart, the compare list, the customer's sections, an account page)
 * stays pending on the server, which renders its loading state, and loads in the browser after hydration,
 * where the first render shows the same loading state. A new endpoint is private until it is listed here.
 */
export const SERVER_RENDERED_ENDPOINTS: ReadonlySet<string> = new Set([
  'getStoreConfig',
  'getMainMenu',
  'getCategoryTree',
  'listWebsites',
  'getHomeContent',
  'listCategoryProducts',
  'searchProducts',
  'getProductByUrlKey',
  'getContentPage',
  'listStoreLocatorShops',
  'getStoreLocatorShop',
  'getNewsletterFormData',
]);

/** Dispatched once in the browser, before hydration: the server render's API cache, as the server left it. */
export const serverRenderHydrated = createAction<Record<string, unknown>>('app/serverRenderHydrated');
