import { JSDOM } from 'jsdom';
import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot } from './browser';

// Issue 14: a server-rendered product page hydrates in the browser from the API cache the server left in the
// page (#caseback-state), without asking the API again for public data, without a hydration mismatch, and works:
// the shopper adds the watch to the bag. At a phone's width and a desktop's, each in a browser context (and so
// a guest cart) of its own.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const PRODUCT_PATH = '/en-int/heritage-chronograph-40.html';
const ADD_TO_CART = 'main form[aria-label="Add to cart"] button[type="submit"]';

/**
 * The public data the server render fetches (SERVER_RENDERED_ENDPOINTS in src/client/api/serverRendered.ts),
 * by the paths of their generated endpoints: the browser finds each of them in the server's cache.
 */
const SERVER_RENDERED_DATA: Record<string, RegExp> = {
  getStoreConfig: /^\/rest\/[^/]+\/V1\/store\/config$/,
  listWebsites: /^\/rest\/[^/]+\/V1\/store\/websites$/,
  getMainMenu: /^\/rest\/[^/]+\/V1\/caseback-menu$/,
  getCategoryTree: /^\/rest\/[^/]+\/V1\/categories$/,
  listCategoryProducts: /^\/rest\/[^/]+\/V1\/categories\/[^/]+\/products$/,
  searchProducts: /^\/rest\/[^/]+\/V1\/search$/,
  getProductByUrlKey: /^\/rest\/[^/]+\/V1\/products\/url-key\/[^/]+$/,
  getHomeContent: /^\/rest\/[^/]+\/V1\/caseback-content\/home$/,
  getContentPage: /^\/rest\/[^/]+\/V1\/caseback-content\/pages\/[^/]+$/,
  storeLocator: /^\/rest\/[^/]+\/V1\/caseback-storelocator\/shops(\/[^/]+)?$/,
};
const serverRenderedData = (url: string) =>
  Object.keys(SERVER_RENDERED_DATA).filter((name) => SERVER_RENDERED_DATA[name]!.test(new URL(url).pathname));

/** The first request of the add to cart: a guest's cart is made, or a signed-in customer's item posted. */
const isAddToCart = (method: string, url: string) =>
  method === 'POST' && /^\/rest\/[^/]+\/V1\/(guest-carts|carts\/mine)/.test(new URL(url).pathname);

/** React has hydrated an element once it has attached its props to it (`__reactProps$…`). */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel: string) => {
      const element = document.querySelector(sel);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    { timeout: 30_000 },
    selector,
  );

/**
 * React's hydration trouble, in development ('…hydrat…') and in production, where it is a minified error:
 * #418 (the server's HTML did not match), #419 (the server could not finish a Suspense boundary: the browser
 * rendered it alone), #423 (an error while hydrating, the root rendered again on the client), #425 (text
 * content did not match).
 */
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|423|425)\b/i;

describe.each([
  ['mobile', 390],
  ['desktop', 1440],
] as const)('a server-rendered product page on %s', (viewport, width) => {
  it('arrives rendered, hydrates from the server state and adds to the bag', async () => {
    const { page, errors } = await openPage(browser, viewport);
    const requests: { method: string; url: string }[] = [];
    page.on('request', (request) => void requests.push({ method: request.method(), url: request.url() }));
    const messages: string[] = [];
    page.on('console', (message) => void messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => void messages.push(`pageerror: ${(error as Error).message}`));

    const response = await page.goto(`${baseUrl}${PRODUCT_PATH}`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    // The document as the server sent it, before any script ran: the product and the state to hydrate from.
    const served = new JSDOM(await response!.text()).window.document;
    expect(served.querySelector('main h1')?.textContent).toBe('Heritage Chronograph');
    expect(served.querySelector(ADD_TO_CART)).not.toBeNull();
    const state = JSON.parse(served.getElementById('caseback-state')?.textContent ?? '{}') as {
      api?: { queries: Record<string, { status: string }> };
    };
    expect(
      state.api?.queries['getProductByUrlKey({"storeCode":"en-int","urlKey":"heritage-chronograph-40"})']
        ?.status,
    ).toBe('fulfilled');

    await hydrated(page, ADD_TO_CART);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe('Heritage Chronograph');
    await screenshot(page, `hydrated-product-${width}`);

    await page.click(ADD_TO_CART);
    await page.waitForFunction(
      () =>
        (document.body.textContent ?? '').includes('You added Heritage Chronograph to your shopping cart.'),
      { timeout: 30_000 },
    );
    await page.waitForSelector('header ::-p-aria(My Cart \\(1 item\\))');
    expect(await page.$eval('header .cart-link__count', (count) => count.textContent)).toBe('1');
    await screenshot(page, `hydrated-product-added-${width}`);

    const addedAt = requests.findIndex((request) => isAddToCart(request.method, request.url));
    expect(addedAt).toBeGreaterThan(0);
    // Public data came with the page: none of it was asked for again before the add to cart.
    const refetched = requests.slice(0, addedAt).flatMap((request) => serverRenderedData(request.url));
    expect(refetched).toEqual([]);
    expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// ICU's first use (12-20 ms of a desktop core, four times that on a phone) is made by a worker the shell starts
// at the top of <head> (config/webpack/intl-warmup.ts), before any of the page's scripts: a worker of this
// origin, allowed by the page's policy (a violation is an error of the journey).
describe("a page's ICU start", () => {
  it('is a worker of this origin, started before any script of the page', async () => {
    const { page, errors } = await openPage(browser, 'mobile');
    const workers: string[] = [];
    page.on('workercreated', (worker) => void workers.push(worker.url()));
    const response = await page.goto(`${baseUrl}/en-int/watches`, { waitUntil: 'networkidle0' });
    const served = new JSDOM(await response!.text()).window.document;
    const [first, ...rest] = [...served.querySelectorAll('script')].filter(
      (s) => s.type !== 'application/ld+json',
    );
    const warmupUrl = /new Worker\("(\/static\/intl-warmup\.[0-9a-f]{8}\.js)"/.exec(
      first?.textContent ?? '',
    )?.[1];
    expect(warmupUrl).toBeDefined();
    expect(first?.getAttribute('src')).toBeNull();
    expect(rest.filter((script) => script.src).length).toBeGreaterThan(0);

    expect(workers).toEqual([`${baseUrl}${warmupUrl}`]);
    const script = await fetch(`${baseUrl}${warmupUrl}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe('Watches');
    expect(errors).toEqual([]);
  });
});

// V8's explicit compile hint (config/webpack/compile-hints.ts): the shell's scripts, which every page runs as it
// loads, are compiled as they stream in, off the main thread; a page's own chunk is compiled as its code is called.
describe("the shell's scripts", () => {
  it('are the runtime, the vendors and the app, each starting with the compile hint; a page chunk does not', async () => {
    const html = await (await fetch(`${baseUrl}/en-int/watches`)).text();
    const scripts = [...html.matchAll(/<script[^>]* src="?(\/static\/[^" >]+\.js)/g)].map((m) => m[1]!);
    const firstLine = async (url: string) => (await (await fetch(`${baseUrl}${url}`)).text()).split('\n')[0];
    const shell = scripts.filter((url) => /\/(runtime|vendor|main)\.[0-9a-f]{8}\.js$/.test(url));
    expect(shell).toHaveLength(3);
    for (const url of shell) expect(await firstLine(url)).toBe('//# allFunctionsCalledOnLoad');
    const page = scripts.find((url) => /\/page-category\.[0-9a-f]{8}\.js$/.test(url));
    expect(page).toBeDefined();
    expect(await firstLine(page!)).not.toBe('//# allFunctionsCalledOnLoad');
  });
});
