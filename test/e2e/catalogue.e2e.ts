import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, screenshot, VIEWPORTS } from './browser';

// Issue 4's journeys against the real server and its seed (src/server/db/seed/README.md): switch a swatch and
// add that variation to the cart; filter by two options and a price range, reload, reset; search and compare.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const url = (path: string) => `${baseUrl}${path}`;
const waitForText = (page: Page, text: string, timeout = 20_000) =>
  page.waitForFunction((t: string) => (document.body.textContent ?? '').includes(t), { timeout }, text);
const cardOf = (name: string) => `main article[data-product-name="${name}"]`;

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('on %s', (viewport) => {
  const width = VIEWPORTS[viewport].width;

  it('switches a swatch on a list item and adds that variation to the cart', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(url('/en-int/watches'), { waitUntil: 'networkidle0' });
    const card = cardOf('Heritage Chronograph');
    await page.waitForSelector(card);
    expect(await page.$eval(card, (el) => el.getAttribute('data-sku'))).toBe('MA-HER-CHR-01-BLU-40');

    // A pointer hovers on desktop; a phone taps.
    const swatch = `${card} button[aria-label="Silver, 42 mm"]`;
    if (viewport === 'desktop') await page.hover(swatch);
    else await page.tap(swatch);
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.getAttribute('data-sku') === 'MA-HER-CHR-01-SIL-42',
      {},
      card,
    );
    const shown = await page.$eval(card, (el) => ({
      href: el.querySelector('h3 a')?.getAttribute('href'),
      image: el.querySelector('img')?.getAttribute('src'),
      size: el.querySelector('.product-card__case-size')?.textContent,
    }));
    expect(shown.href).toMatch(/^\/en-int\/heritage-chronograph-40\.html\?variant=\d+$/);
    expect(shown.image).toBe('/media/catalog/product/MA-HER-CHR-01-SIL-42/front.svg');
    expect(shown.size).toBe('42 mm');
    await screenshot(page, `swatch-switched-${width}`);

    await page.click(`${card} button[aria-label="Add to Cart: Heritage Chronograph"]`);
    await waitForText(page, 'You added Heritage Chronograph to your shopping cart.');
    await page.waitForSelector('header [aria-label="My Cart (1 item)"]');
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', sku: 'MA-HER-CHR-01-SIL-42' }),
    );

    await page.goto(url('/en-int/checkout/cart'), { waitUntil: 'networkidle0' });
    const item = await page.waitForSelector('li.cart-item[aria-label="Heritage Chronograph"]');
    const options = await item!.evaluate((el) => el.querySelector('.cart-item__options')?.textContent ?? '');
    expect(options).toContain('Silver');
    expect(options).toContain('42 mm');
    expect(errors).toEqual([]);
  });
});
