import { listOperations } from '../../common/contract/operations';
import { mayKeep, routeOf, type RequestFacts } from './routing';

const ORIGIN = 'https://shop.example';

const facts = (path: string, overrides: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(path, ORIGIN),
  method: 'GET',
  mode: 'cors',
  destination: '',
  origin: ORIGIN,
  ...overrides,
});
const page = (path: string) => routeOf(facts(path, { mode: 'navigate', destination: 'document' }));
const read = (path: string) => routeOf(facts(path));

describe('service worker routing: pages', () => {
  it.each([
    '/en-int/',
    '/fr-ch/',
    '/en-int/navigator-diver-300.html',
    '/en-int/navigator-diver-300.html?variant=steel',
    '/de-ch/uhren/taucher',
    '/ja-jp/catalogsearch/result/?q=diver',
    '/en-int/stories/heritage',
    '/en-int/storelocator',
  ])('keeps the public page %s (network first, then the kept copy, then the offline page)', (path) => {
    expect(page(path)).toBe('navigation');
  });

  it.each([
    '/en-int/checkout/cart',
    '/en-int/checkout',
    '/en-int/checkout/onepage/success',
    '/en-int/customer/account',
    '/en-int/customer/account/login',
    '/en-int/customer/account/createPassword?token=secret',
    '/en-int/customer/address',
    '/en-int/sales/order/history',
    '/en-int/wishlist',
    '/en-int/registermywatch/customer/index',
    '/en-int/newsletter/confirm?id=1&code=secret',
    '/en-int/newsletter/manage',
    '/en-int/returnlabel',
    '/en-int/catalog/product_compare',
  ])('never keeps the private page %s (network, else the offline page)', (path) => {
    expect(page(path)).toBe('navigation-private');
  });

  it.each(['/', '/dev/mailbox', '/sandbox-payment/1', '/offline.html', '/healthz'])(
    'leaves %s, outside the store pages, to the network',
    (path) => {
      expect(page(path)).toBe('network');
    },
  );
});

describe('service worker routing: API and files', () => {
  it.each([
    '/rest/en-int/V1/store/config',
    '/rest/fr-ch/V1/categories',
    '/rest/en-int/V1/categories/12/products',
    '/rest/en-int/V1/products/url-key/navigator-diver-300',
    '/rest/ja-jp/V1/search',
    '/rest/en-int/V1/caseback-menu',
    '/rest/en-int/V1/caseback-content/home',
    '/rest/en-int/V1/caseback-storelocator/shops/geneva',
  ])('reads the catalogue %s stale-while-revalidate', (path) => {
    expect(read(`${path}?searchCriteria[pageSize]=12`)).toBe('catalogue');
  });

  it.each([
    '/rest/en-int/V1/carts/mine',
    '/rest/en-int/V1/carts/mine/totals',
    '/rest/en-int/V1/guest-carts/abc123',
    '/rest/en-int/V1/guest-carts/abc123/totals',
    '/rest/en-int/V1/caseback-wishlist/items',
    '/rest/en-int/V1/caseback-addresses/mine',
    '/rest/en-int/V1/caseback-compare/items',
    '/rest/en-int/V1/caseback-newsletter/preferences',
    '/rest/en-int/V1/checkout/config',
    '/en-int/customer/section/load?sections=customer,cart',
    '/en-int/customer/ajax/account',
    '/en-int/sales/ajax/orders',
    '/en-int/captcha/challenge',
    '/sw.js',
  ])('never keeps %s', (path) => {
    expect(read(path)).toBe('network');
  });

  it('never keeps a write, even to a catalogue path', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(routeOf(facts('/rest/en-int/V1/search', { method }))).toBe('network');
      expect(routeOf(facts('/en-int/watches', { method, mode: 'navigate' }))).toBe('network');
    }
  });

  it('never keeps another origin', () => {
    expect(routeOf(facts('https://www.googletagmanager.com/gtm.js'))).toBe('network');
    expect(routeOf(facts('https://other.example/en-int/', { mode: 'navigate' }))).toBe('network');
    expect(routeOf(facts('https://other.example/rest/en-int/V1/categories'))).toBe('network');
  });

  it('keeps product and brand images cache first, not the PDFs beside them', () => {
    expect(read('/media/catalog/NAV-300/front.svg')).toBe('network');
    expect(
      routeOf(facts('/media/catalog/NAV-300/front.svg', { destination: 'image', mode: 'no-cors' })),
    ).toBe('image');
    expect(
      routeOf(facts('/media/size-guides/watch.pdf', { destination: 'document', mode: 'navigate' })),
    ).toBe('network');
  });
});

describe('service worker routing against the contract', () => {
  const sample = (path: string) => path.replace('{store_code}', 'en-int').replace(/\{[^}]+\}/g, 'x1');
  const gets = listOperations().filter((op) => op.method === 'get');

  it('keeps exactly these catalogue reads of the contract', () => {
    const kept = gets.filter((op) => read(sample(op.path)) === 'catalogue').map((op) => op.operationId);
    expect(kept.sort()).toEqual(
      [
        'getCategoryTree',
        'getContentPage',
        'getHomeContent',
        'getMainMenu',
        'getProductByUrlKey',
        'getStoreConfig',
        'getStoreLocatorShop',
        'listCategoryProducts',
        'listCompatibleStraps',
        'listStoreLocatorShops',
        'listWebsites',
        'searchProducts',
      ].sort(),
    );
  });

  it('keeps no read that uses the session or a token', () => {
    const privateReads = gets.filter((op) => op.usesSession || op.bearerAuth);
    expect(privateReads.length).toBeGreaterThan(5);
    for (const op of privateReads)
      expect([op.operationId, read(sample(op.path))]).toEqual([op.operationId, 'network']);
  });
});

describe('which answers may be kept', () => {
  const answer = (status: number, cacheControl?: string) => ({
    status,
    headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
  });

  it('keeps a plain 200 and a revalidated one', () => {
    expect(mayKeep(answer(200))).toBe(true);
    expect(mayKeep(answer(200, 'no-cache'))).toBe(true);
    expect(mayKeep(answer(200, 'public, max-age=60'))).toBe(true);
  });

  it('keeps no error, redirect or answer not to be stored; a private one (the shopper’s own cache) is kept', () => {
    expect(mayKeep(answer(404))).toBe(false);
    expect(mayKeep(answer(500))).toBe(false);
    expect(mayKeep(answer(0))).toBe(false);
    expect(mayKeep(answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'no-store, private'))).toBe(false);
    expect(mayKeep(answer(200, 'max-age=0,no-store'))).toBe(false);
    // Store pages: kept by the browser only, never by a shared cache (one CSP nonce for everyone).
    expect(mayKeep(answer(200, 'private, no-cache'))).toBe(true);
  });
});
