import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release } from './browser';

// Issue 16: the contract as a browsable reference at /docs, rendered by Redoc in Chromium under the page's own
// Content-Security-Policy: no violation (each would be a console error, see openPage), nothing from another host
// (fonts, logo), the operations with the contract's examples (the ones the MSW handlers answer), and search.
const { baseUrl, artifacts } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

/** An operation's section, by its tag and operationId (Redoc's deep link, `#tag/{tag}/operation/{id}`). */
const operation = (tag: string, operationId: string) =>
  `[data-section-id="tag/${tag}/operation/${operationId}"]`;

const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element as HTMLElement).innerText);

/** Waits until the element holds the text (Redoc renders in steps, and the samples after the operation). */
const waitForText = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    (sel: string, expected: string) =>
      ((document.querySelector(sel) as HTMLElement | null)?.innerText ?? '').includes(expected),
    { timeout: 30_000 },
    selector,
    text,
  );

describe('the API reference at /docs', () => {
  it('renders the contract with its examples under its policy, and finds operations', async () => {
    const { page, errors } = await openPage(browser, 'desktop');
    const response = await page.goto(`${baseUrl}/docs`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${baseUrl}/docs/`);
    expect(await page.title()).toBe('Caseback storefront API reference');

    // The first operation, with its summary, path and the first example of its 200 response.
    const storeConfig = operation('store', 'getStoreConfig');
    await waitForText(
      page,
      storeConfig,
      'Configuration of one store view, with the brand and the client constants.',
    );
    await waitForText(page, storeConfig, '"store_name": "International (English)"');
    expect(await textOf(page, storeConfig)).toContain('/rest/{store_code}/V1/store/config');
    await page.screenshot({ path: join(artifacts, 'screenshots', 'api-docs-1440.png') });

    // A deep link to an operation with two named examples: the first, which the MSW handler answers by
    // default, is the one shown.
    await page.goto(`${baseUrl}/docs/#tag/wishlist/operation/getWishlist`, { waitUntil: 'domcontentloaded' });
    const wishlist = operation('wishlist', 'getWishlist');
    await waitForText(
      page,
      wishlist,
      "The signed-in customer's wishlist, newest first, priced in the store currency.",
    );
    await waitForText(page, wishlist, 'Nothing saved yet');
    await waitForText(page, wishlist, '"max_items": 50');
    await page.screenshot({ path: join(artifacts, 'screenshots', 'api-docs-wishlist-1440.png') });

    // Search runs in a worker (a blob: URL the policy allows).
    await page.type('input[placeholder="Search..."]', 'newsletter');
    await page.waitForSelector('[data-role="search:results"]', { timeout: 30_000 });
    await waitForText(
      page,
      '[data-role="search:results"]',
      "The unsubscribe page's form; the same answer whether or not the address was subscribed.",
    );

    expect(errors).toEqual([]);
  });
});
