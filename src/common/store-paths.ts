/**
 * Every storefront path, in one place: the router's route patterns and the builders that every link, redirect,
 * mail and API answer uses; `store-page.ts` beside it reads a path back into its page (the server's statuses). A shop page lives under its store code (`/en-int/checkout/cart`); nothing else in
 * src/ puts a store code into a path (`npm test`'s contract-facts check fails when something does).
 */

/** `{module_prefix}{carrier}` of the return label's paths: the vendor prefix and the reference carrier. */
const RETURN_LABEL_PREFIX = 'casebackpostal';

/** The router's parent route: every page below is relative to it. */
export const STORE_ROOT_ROUTE = '/:storeCode';

/** The pages with a fixed route, relative to the store root (react-router child paths). */
export const STORE_ROUTES = {
  search: 'catalogsearch/result',
  signIn: 'customer/account/login',
  register: 'customer/account/create',
  forgotPassword: 'customer/account/forgotpassword',
  createPassword: 'customer/account/createPassword',
  cart: 'checkout/cart',
  checkout: 'checkout',
  checkoutSuccess: 'checkout/onepage/success',
  compare: 'catalog/product_compare',
  story: 'stories/:identifier',
  compatibleStraps: 'straps/compatible',
  /** The account area (Magento's paths): the dashboard and the screens of its navigation. */
  account: 'customer/account',
  orderHistory: 'sales/order/history',
  addressBook: 'customer/address',
  newsletterManage: 'newsletter/manage',
  wishlist: 'wishlist',
  /** Built by the watch-owner issue; the account navigation links it already. */
  myWatches: 'registermywatch/customer/index',
  /** The header's 'register my watch' button (spec 2.1): a page that opens the modal. */
  registerWatch: 'registermywatch/register',
  newsletterSubscribePage: 'newsletter/subscribe',
  newsletterUnsubscribePage: 'newsletter/unsubscribe',
  newsletterConfirmPage: 'newsletter/confirm',
  contact: 'contact',
  /** The return label's page (step 1 the order lookup, step 2 the items). */
  returnLabel: 'returnlabel',
  /** The store locator (page type 9) and a boutique's page under it (page type 10). */
  storeLocator: 'storelocator',
  storeLocatorShop: 'storelocator/:shopKey',
} as const;

/**
 * Store-scoped controllers, not pages: server routes that a form posts to or a link navigates to, relative to
 * the store root. The router has no route for them (the page parser calls them `controller`).
 */
export const STORE_CONTROLLERS = {
  addressFormPost: 'customer/address/formPost',
  addressDelete: 'customer/address/delete',
  wishlistRemove: 'wishlist/index/remove',
  removeWatch: 'registermywatch/actions/removewatch',
  cartAdd: 'checkout/cart/add',
  newsletterSubscribe: 'checkout/newsletter/subscribe',
  returnLabelDownload: `${RETURN_LABEL_PREFIX}/returnlabel/label`,
} as const;

/** `/{storeCode}/{rest}`: a path of the store, whatever the rest was written with a leading slash or not. */
const under = (storeCode: string, rest = ''): string => `/${storeCode}/${rest.replace(/^\/+/, '')}`;

const query = (params: Record<string, string | undefined>): string => {
  const pairs = Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
};

/** The builders of every store path; each takes the store code first. */
export const storePaths = {
  home: (storeCode: string) => under(storeCode),
  /** A path the catalogue or the content gives relative to the store root (`watches/navigator`). */
  page: (storeCode: string, path: string) => under(storeCode, path),
  category: (storeCode: string, urlPath: string) => under(storeCode, urlPath),
  /**
   * A product page; `variant` preselects a variation (`?variant=`), and `reserveIn` (a boutique's id) opens
   * 'Check & Reserve' on it with that boutique chosen (the store locator's shop pages link there).
   */
  product: (storeCode: string, urlKey: string, variant?: string, reserveIn?: string) =>
    under(storeCode, `${urlKey}.html`) + query({ variant, reserve: reserveIn }),
  /** The results page (`catalogsearch/result/`), with `?q=` once there is a term. */
  search: (storeCode: string, term?: string) =>
    under(storeCode, `${STORE_ROUTES.search}/`) + query({ q: term?.trim() }),
  /** The sign-in page; `referer`, a path of this site, is where a successful sign-in goes back to (Magento's). */
  signIn: (storeCode: string, referer?: string) => under(storeCode, STORE_ROUTES.signIn) + query({ referer }),
  /** The create-account page (the same stepper as the modal). */
  register: (storeCode: string) => under(storeCode, STORE_ROUTES.register),
  forgotPassword: (storeCode: string) => under(storeCode, STORE_ROUTES.forgotPassword),
  /** The new-password page a reset mail links to, with the link's token. */
  createPassword: (storeCode: string, token?: string) =>
    under(storeCode, STORE_ROUTES.createPassword) + query({ token }),
  /** The bag; `payment` tells it how a payment that sent the shopper back ended. */
  cart: (storeCode: string, payment?: string) => under(storeCode, STORE_ROUTES.cart) + query({ payment }),
  checkout: (storeCode: string) => under(storeCode, STORE_ROUTES.checkout),
  checkoutSuccess: (storeCode: string) => under(storeCode, STORE_ROUTES.checkoutSuccess),
  compare: (storeCode: string) => under(storeCode, STORE_ROUTES.compare),
  story: (storeCode: string, identifier: string) =>
    under(storeCode, STORE_ROUTES.story.replace(':identifier', identifier)),
  /** Where the product page's 'Buy straps' form posts, and, with the watch's SKU, the straps page itself. */
  compatibleStraps: (storeCode: string, watchSku?: string) =>
    under(storeCode, STORE_ROUTES.compatibleStraps) + query({ sku: watchSku }),
  account: (storeCode: string) => under(storeCode, STORE_ROUTES.account),
  /** 'My Orders'; `page` from 2 on (`?p=`, as the pagination links write it). */
  orderHistory: (storeCode: string, page?: string) =>
    under(storeCode, STORE_ROUTES.orderHistory) + query({ p: page }),
  /** The customer's address book; `result` (`saved`, `deleted`) tells it what the last form post did. */
  addressBook: (storeCode: string, result?: string) =>
    under(storeCode, STORE_ROUTES.addressBook) + query({ result }),
  /** Where the address form posts: the base submit url for a new address, `…/id/{addressId}` for an edit. */
  addressFormPost: (storeCode: string, addressId?: string) =>
    under(storeCode, STORE_CONTROLLERS.addressFormPost) +
    (addressId ? `/id/${encodeURIComponent(addressId)}` : ''),
  /** The delete link the confirmation navigates to (spec 7: `{base delete url}id/{id}/form_key/{key}`). */
  addressDelete: (storeCode: string, addressId: string, formKey: string) =>
    under(storeCode, STORE_CONTROLLERS.addressDelete) +
    `/id/${encodeURIComponent(addressId)}/form_key/${encodeURIComponent(formKey)}`,
  newsletterManage: (storeCode: string) => under(storeCode, STORE_ROUTES.newsletterManage),
  /** The wishlist; `added` names the product a sign-in has just added there (the page reports it). */
  wishlist: (storeCode: string, added?: string) => under(storeCode, STORE_ROUTES.wishlist) + query({ added }),
  /** A store-scoped controller, not a page: where the wishlist's remove form posts (Magento's path). */
  wishlistRemove: (storeCode: string) => under(storeCode, STORE_CONTROLLERS.wishlistRemove),
  /** My watches; `result` (`removed`, `not_found`) tells it what the remove link did. */
  myWatches: (storeCode: string, result?: string) =>
    under(storeCode, STORE_ROUTES.myWatches) + query({ result }),
  /** A store-scoped controller, not a page: the link my watches' remove confirmation navigates to (spec 7). */
  removeWatch: (storeCode: string, watchId: string) =>
    under(storeCode, STORE_CONTROLLERS.removeWatch) + query({ watch_id: watchId }),
  /** A store-scoped controller, not a page: where a strap is posted to the cart (Magento's checkout/cart/add). */
  cartAdd: (storeCode: string) => under(storeCode, STORE_CONTROLLERS.cartAdd),
  registerWatch: (storeCode: string) => under(storeCode, STORE_ROUTES.registerWatch),
  /** A store-scoped controller, not a page: where the checkout's newsletter box subscribes. */
  newsletterSubscribe: (storeCode: string) => under(storeCode, STORE_CONTROLLERS.newsletterSubscribe),
  newsletterSubscribePage: (storeCode: string) => under(storeCode, STORE_ROUTES.newsletterSubscribePage),
  newsletterUnsubscribePage: (storeCode: string) => under(storeCode, STORE_ROUTES.newsletterUnsubscribePage),
  /** The page a confirmation mail links to; it confirms the code it carries. */
  newsletterConfirmPage: (storeCode: string, code?: string) =>
    under(storeCode, STORE_ROUTES.newsletterConfirmPage) + query({ code }),
  contact: (storeCode: string) => under(storeCode, STORE_ROUTES.contact),
  /** The return label's page; `order` pre-fills its order number (the order view's link). */
  returnLabel: (storeCode: string, order?: string) =>
    under(storeCode, STORE_ROUTES.returnLabel) + query({ order }),
  /**
   * Not a page: where a return label's PDF downloads, by the label's unguessable token (the carrier's
   * `{module_prefix}{carrier}` prefix, as the contract's return-label paths).
   */
  returnLabelDownload: (storeCode: string, token: string) =>
    under(storeCode, `${STORE_CONTROLLERS.returnLabelDownload}/${encodeURIComponent(token)}`),
  /** The store locator; `search` (a city or country) as `?q=`. */
  storeLocator: (storeCode: string, search?: string) =>
    under(storeCode, STORE_ROUTES.storeLocator) + query({ q: search?.trim() || undefined }),
  storeLocatorShop: (storeCode: string, shopKey: string) =>
    under(storeCode, STORE_ROUTES.storeLocatorShop.replace(':shopKey', encodeURIComponent(shopKey))),
} as const;

/** The store's web app manifest, outside every store's paths: an installed shop opens on this store. */
export const webAppManifestPath = (storeCode: string): string =>
  `/manifest.webmanifest${query({ store: storeCode })}`;

type StorePaths = typeof storePaths;

/** The builders with the store code already given: `paths.cart()`. */
export type BoundStorePaths = {
  [K in keyof StorePaths]: StorePaths[K] extends (storeCode: string, ...rest: infer A) => string
    ? (...rest: A) => string
    : never;
};

export function bindStorePaths(storeCode: string): BoundStorePaths {
  const bound = Object.entries(storePaths).map(([name, build]) => {
    // Every builder takes the store code first; the rest of its arguments pass through unchanged.
    const withStore = build as (storeCode: string, ...rest: (string | undefined)[]) => string;
    return [name, (...rest: (string | undefined)[]) => withStore(storeCode, ...rest)];
  });
  return Object.fromEntries(bound) as BoundStorePaths;
}

/** The same page in another store: `/xx-yy/watches?p=2` -> `/en-int/watches?p=2`. */
export function withStoreCode(pathname: string, storeCode: string): string {
  return under(storeCode, pathname.replace(/^\/[^/]*\/?/, ''));
}
