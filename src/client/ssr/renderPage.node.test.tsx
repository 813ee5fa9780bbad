/** @jest-environment node */
// Node, as on the server: no window, so the API's hooks start their queries while rendering and private
// endpoints never answer (src/client/api/emptyApi.ts). The MSW server answers the contract's examples.
import { JSDOM } from 'jsdom';
import { delay, http, HttpResponse } from 'msw';
import type { RenderedPage } from '../../common/server-render';
import { contractExample } from '../test-utils/contract';
import { answerSignedInCustomer } from '../test-utils/customer';
import { contractUrl, server } from '../test-utils/server';
import { storeIn } from '../test-utils/stores';
import { connect, renderPage } from './renderPage';

const ORIGIN = 'https://shop.example';
let requests: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  connect({ fetch: globalThis.fetch, domWindow: new JSDOM('').window });
});
beforeEach(() => {
  requests = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const errors: unknown[] = [];
const render = (url: string, languageCode = 'en', options?: { settleWithinMs: number }) =>
  renderPage(
    { url, origin: ORIGIN, languageCode, nonce: 'n0nce', onError: (e) => void errors.push(e) },
    options,
  );
afterEach(() => expect(errors.splice(0)).toEqual([]));

/** The cache keys of the state sent to the browser, with each entry's status. */
const sentQueries = (page: RenderedPage): Record<string, string> => {
  const { queries } = (page.apiState as { api: { queries: Record<string, { status: string }> } }).api;
  return Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, query.status]));
};
const mainOf = (page: RenderedPage) => /<main[^>]*>([\s\S]*)<\/main>/.exec(page.html)?.[1] ?? '';
const jsonLd = (page: RenderedPage) =>
  [...page.headHtml.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? '') as { '@type': string },
  );
const LAYOUT_QUERIES = {
  'getStoreConfig({"storeCode":"en-int"})': 'fulfilled',
  'listWebsites({"storeCode":"en-int"})': 'fulfilled',
  'getMainMenu({"storeCode":"en-int"})': 'fulfilled',
  'getCategoryTree({"storeCode":"en-int"})': 'fulfilled',
};

test('a product page: its name and price in the markup, title, canonical, JSON-LD, chunk and public state', async () => {
  const page = await render('/en-int/heritage-chronograph.html');
  expect(mainOf(page)).toContain('<h1 class="product__name">Heritage Chronograph</h1>');
  expect(mainOf(page)).toContain(
    '<p class="price product__price"><span class="price__amount">€6,450.00</span></p>',
  );
  // The whole content inline, no fallback swapped in by a script: a crawler without JavaScript reads it.
  expect(page.html).not.toContain('Loading…');
  expect(page.html).not.toContain('<script');
  expect(page.headHtml).toContain('<title>Heritage Chronograph | Maison Aurèle</title>');
  expect(page.headHtml).toContain(`<link rel="canonical" href="${ORIGIN}/en-int/heritage-chronograph.html">`);
  expect(jsonLd(page).map((data) => data['@type'])).toEqual(['BreadcrumbList', 'Product']);
  expect(jsonLd(page)[1]).toMatchObject({
    name: 'Heritage Chronograph',
    offers: [
      { price: 6450, priceCurrency: 'EUR', url: `${ORIGIN}/en-int/heritage-chronograph.html?variant=102` },
    ],
  });
  expect(page.chunks).toEqual(['page-product']);
  expect(sentQueries(page)).toEqual({
    ...LAYOUT_QUERIES,
    'getProductByUrlKey({"storeCode":"en-int","urlKey":"heritage-chronograph"})': 'fulfilled',
  });
});

test('a category page: its heading and products, its canonical and breadcrumbs', async () => {
  const page = await render('/en-int/watches/heritage');
  expect(mainOf(page)).toContain('<h1>Heritage</h1>');
  expect(mainOf(page)).toContain(
    '<a href="/en-int/heritage-chronograph.html" data-discover="true">Heritage Chronograph</a>',
  );
  expect(mainOf(page)).toContain('<p class="listing__count" aria-live="polite">1 product</p>');
  expect(page.headHtml).toContain('<title>Heritage | Maison Aurèle</title>');
  expect(page.headHtml).toContain(`<link rel="canonical" href="${ORIGIN}/en-int/watches/heritage">`);
  expect(jsonLd(page).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  expect(page.chunks).toEqual(['page-category']);
  expect(sentQueries(page)).toEqual({
    ...LAYOUT_QUERIES,
    'listCategoryProducts({"categoryId":4,"storeCode":"en-int"})': 'fulfilled',
  });
});

test('the home page: its heading, Organization and WebSite, each public query asked once', async () => {
  const page = await render('/en-int/');
  expect(mainOf(page)).toContain('<h1 class="visually-hidden">Swiss watchmakers since 1887</h1>');
  expect(page.headHtml).toContain('<title>Maison Aurèle | Swiss watchmakers since 1887</title>');
  expect(jsonLd(page).map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  expect(page.chunks).toEqual(['page-home']);
  expect(sentQueries(page)).toEqual({
    ...LAYOUT_QUERIES,
    'getHomeContent({"storeCode":"en-int"})': 'fulfilled',
  });
  expect(requests.sort()).toEqual([
    'GET /rest/en-int/V1/caseback-content/home',
    'GET /rest/en-int/V1/caseback-menu',
    'GET /rest/en-int/V1/categories',
    'GET /rest/en-int/V1/store/config',
    'GET /rest/en-int/V1/store/websites',
  ]);
});

test('a product that does not exist: the not-found page, its failure sent, the backend asked twice, not once per render', async () => {
  server.use(
    http.get(contractUrl('getProductByUrlKey'), () =>
      HttpResponse.json({ message: 'No such product' }, { status: 404 }),
    ),
  );
  const page = await render('/en-int/no-such-watch.html');
  expect(mainOf(page)).toContain('<h1>Page not found</h1>');
  expect(page.headHtml).toContain('<title>Page not found | Maison Aurèle</title>');
  expect(page.headHtml).not.toContain('canonical');
  expect(page.chunks).toEqual(['page-product']);
  // The browser's first render must show the not-found page too: the failure is in the state it starts from.
  expect(sentQueries(page)).toEqual({
    ...LAYOUT_QUERIES,
    'getProductByUrlKey({"storeCode":"en-int","urlKey":"no-such-watch"})': 'rejected',
  });
  // RTK Query asks again for a failed query when a render subscribes anew: the first render and the second.
  expect(requests.filter((request) => request.includes('/url-key/'))).toEqual([
    'GET /rest/en-int/V1/products/url-key/no-such-watch',
    'GET /rest/en-int/V1/products/url-key/no-such-watch',
  ]);
});

test('the Swiss French home: French messages, the fr-ch addresses in its JSON-LD', async () => {
  server.use(
    http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(storeIn('fr-ch', 'fr', 'fr-CH'))),
  );
  const page = await render('/fr-ch/', 'fr');
  expect(page.html).toContain('aria-label="Diapositive précédente"');
  expect(page.headHtml).toContain(
    '<meta name="description" content="Maison Aurèle, Swiss watchmakers since 1887\u00a0: découvrez nos montres mécaniques et leurs collections.">',
  );
  expect(jsonLd(page)[0]).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Maison Aurèle',
    url: `${ORIGIN}/fr-ch/`,
    logo: `${ORIGIN}/media/brand/logo.svg`,
  });
  expect(Object.keys(sentQueries(page)).every((key) => key.includes('"storeCode":"fr-ch"'))).toBe(true);
});

test('private pages render their loading state: no customer data asked for, shown or sent', async () => {
  answerSignedInCustomer();
  const cart = await render('/en-int/checkout/cart');
  expect(mainOf(cart)).toBe(
    '<!--$--><div class="cart-page"><header class="page-heading page-heading--centred"><h1>Shopping Cart</h1></header>' +
      '<div class="page-status" role="status"><span class="page-status__spinner" aria-hidden="true"></span><span>Loading…</span></div></div><!--/$-->',
  );
  expect(cart.headHtml).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(cart.chunks).toEqual(['page-cart']);
  const account = await render('/en-int/customer/account');
  expect(mainOf(account)).toContain('<span>Loading…</span>');
  expect(account.chunks).toEqual(['page-account', 'page-account-dashboard']);
  for (const page of [cart, account]) {
    expect(page.html).not.toContain('Anna');
    expect(page.html).toContain('<span class="visually-hidden">My Cart (0 items)</span>');
    expect(sentQueries(page)).toEqual(LAYOUT_QUERIES);
  }
  expect(
    requests.filter((request) => !/(store\/config|websites|caseback-menu|categories)$/.test(request)),
  ).toEqual([]);
});

test('a slow public answer is waited for', async () => {
  server.use(
    http.get(contractUrl('getCategoryTree'), async () => {
      await delay(500);
      return HttpResponse.json(contractExample('getCategoryTree') as object);
    }),
  );
  const page = await render('/en-int/watches/heritage');
  expect(mainOf(page)).toContain('<h1>Heritage</h1>');
  expect(sentQueries(page)).toEqual({
    ...LAYOUT_QUERIES,
    'listCategoryProducts({"categoryId":4,"storeCode":"en-int"})': 'fulfilled',
  });
});

test('a public answer that never comes is given up at the deadline: the page renders without it', async () => {
  server.use(http.get(contractUrl('getHomeContent'), () => delay('infinite')));
  const started = Date.now();
  const page = await render('/en-int/', 'en', { settleWithinMs: 300 });
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(page.headHtml).toContain('<title>Maison Aurèle | Swiss watchmakers since 1887</title>');
  expect(mainOf(page)).toContain('<span>Loading…</span>');
  // Left out of the state: the browser asks for it.
  expect(sentQueries(page)).toEqual(LAYOUT_QUERIES);
});
