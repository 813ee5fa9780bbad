import { parseCatalogPath, parseStorePage, parseStorePath, type StorePage } from './store-page';
import { STORE_ROUTES, storePaths } from './store-paths';

type Builders = typeof storePaths;

/**
 * Every builder, with arguments and the page its output must read back as. A Record over the builders' names,
 * so a builder added without an entry here does not compile.
 */
const ROUND_TRIPS: { [K in keyof Builders]: [Parameters<Builders[K]>, StorePage] } = {
  home: [['en-int'], { kind: 'home' }],
  page: [['en-int', 'watches/navigator'], { kind: 'category', urlPath: 'watches/navigator' }],
  category: [['en-int', 'watches/heritage'], { kind: 'category', urlPath: 'watches/heritage' }],
  product: [['en-int', 'heritage-38', '12', '3'], { kind: 'product', urlKey: 'heritage-38' }],
  search: [['en-int', 'steel & gold'], { kind: 'route', route: 'search' }],
  signIn: [['en-int', '/en-int/checkout'], { kind: 'route', route: 'signIn' }],
  register: [['en-int'], { kind: 'route', route: 'register' }],
  forgotPassword: [['en-int'], { kind: 'route', route: 'forgotPassword' }],
  createPassword: [['en-int', 'tok'], { kind: 'route', route: 'createPassword' }],
  cart: [['en-int', 'declined'], { kind: 'route', route: 'cart' }],
  checkout: [['en-int'], { kind: 'route', route: 'checkout' }],
  checkoutSuccess: [['en-int'], { kind: 'route', route: 'checkoutSuccess' }],
  compare: [['en-int'], { kind: 'route', route: 'compare' }],
  story: [['de-ch', 'regulation'], { kind: 'story', identifier: 'regulation' }],
  compatibleStraps: [['en-int', 'NAV-40/B'], { kind: 'route', route: 'compatibleStraps' }],
  account: [['en-int'], { kind: 'route', route: 'account' }],
  orderHistory: [['en-int', '2'], { kind: 'route', route: 'orderHistory' }],
  addressBook: [['en-int', 'saved'], { kind: 'route', route: 'addressBook' }],
  addressFormPost: [['en-int', '12'], { kind: 'controller', controller: 'addressFormPost' }],
  addressDelete: [['en-int', '12', 'k3y/+'], { kind: 'controller', controller: 'addressDelete' }],
  newsletterManage: [['en-int'], { kind: 'route', route: 'newsletterManage' }],
  wishlist: [['en-int', 'heritage-38'], { kind: 'route', route: 'wishlist' }],
  wishlistRemove: [['en-int'], { kind: 'controller', controller: 'wishlistRemove' }],
  myWatches: [['en-int', 'removed'], { kind: 'route', route: 'myWatches' }],
  removeWatch: [['en-int', '7'], { kind: 'controller', controller: 'removeWatch' }],
  cartAdd: [['en-int'], { kind: 'controller', controller: 'cartAdd' }],
  registerWatch: [['en-int'], { kind: 'route', route: 'registerWatch' }],
  newsletterSubscribe: [['en-int'], { kind: 'controller', controller: 'newsletterSubscribe' }],
  newsletterSubscribePage: [['en-int'], { kind: 'route', route: 'newsletterSubscribePage' }],
  newsletterUnsubscribePage: [['en-int'], { kind: 'route', route: 'newsletterUnsubscribePage' }],
  newsletterConfirmPage: [['en-int', 'c0de'], { kind: 'route', route: 'newsletterConfirmPage' }],
  contact: [['en-int'], { kind: 'route', route: 'contact' }],
  returnLabel: [['en-int', '100000012'], { kind: 'route', route: 'returnLabel' }],
  returnLabelDownload: [['en-int', 'a/b'], { kind: 'controller', controller: 'returnLabelDownload' }],
  storeLocator: [['en-int', 'Zurich'], { kind: 'route', route: 'storeLocator' }],
  storeLocatorShop: [['en-int', 'zurich-bahnhofstrasse'], { kind: 'shop', shopKey: 'zurich-bahnhofstrasse' }],
};

describe('reading a store path back into its page', () => {
  test("every builder's output parses back to its kind and its store code", () => {
    for (const [name, [args, page]] of Object.entries(ROUND_TRIPS)) {
      const build = storePaths[name as keyof Builders] as (...a: unknown[]) => string;
      const path = build(...args).split('?')[0] ?? '';
      expect([name, parseStorePath(path)]).toEqual([name, { storeCode: args[0], page }]);
    }
  });

  test('every fixed route of the router is a page of its own', () => {
    for (const [name, route] of Object.entries(STORE_ROUTES)) {
      if (route.includes(':')) continue;
      expect(parseStorePage(route)).toEqual({ kind: 'route', route: name });
    }
  });

  test('fixed routes match as react-router does: any case, with or without a trailing slash', () => {
    expect(parseStorePage('Checkout/Cart/')).toEqual({ kind: 'route', route: 'cart' });
    expect(parseStorePage('catalogsearch/result')).toEqual({ kind: 'route', route: 'search' });
    expect(parseStorePath('/en-int')).toEqual({ storeCode: 'en-int', page: { kind: 'home' } });
    expect(parseStorePath('/en-int/')).toEqual({ storeCode: 'en-int', page: { kind: 'home' } });
  });

  test('a parameter is one decoded segment; more segments fall to the catalogue route', () => {
    expect(parseStorePage('stories/caf%C3%A9')).toEqual({ kind: 'story', identifier: 'café' });
    expect(parseStorePage('STORELOCATOR/zurich/')).toEqual({ kind: 'shop', shopKey: 'zurich' });
    expect(parseStorePage('stories/a/b')).toEqual({ kind: 'category', urlPath: 'stories/a/b' });
    expect(parseStorePage('stories/%E0%A4%A')).toEqual({ kind: 'story', identifier: '%E0%A4%A' });
  });

  test('controllers are server routes: matched as written, with what follows their prefix', () => {
    expect(parseStorePage('customer/address/delete/id/1/form_key/k')).toEqual({
      kind: 'controller',
      controller: 'addressDelete',
    });
    expect(parseStorePage('Checkout/Cart/Add')).toEqual({ kind: 'category', urlPath: 'Checkout/Cart/Add' });
  });

  test('a path ending in .html is a product, keyed by its last segment; anything else a category', () => {
    expect(parseCatalogPath('heritage-chronograph.html')).toEqual({
      kind: 'product',
      urlKey: 'heritage-chronograph',
    });
    expect(parseStorePage('watches/heritage/heritage-chronograph.html')).toEqual({
      kind: 'product',
      urlKey: 'heritage-chronograph',
    });
    expect(parseCatalogPath('watches/heritage/')).toEqual({ kind: 'category', urlPath: 'watches/heritage' });
    expect(parseStorePage('no/such/page')).toEqual({ kind: 'category', urlPath: 'no/such/page' });
  });

  test('a path without a store segment is not a store path', () => {
    expect(parseStorePath('/')).toBeNull();
    expect(parseStorePath('')).toBeNull();
  });
});
