import type { Browser, Page } from 'puppeteer-core';
import { seriousViolations } from './axe';
import { e2eEnv, launch, openPage, release, screenshot, waitForText } from './browser';

// The store locator against the real server: the list searched by city or country, the map drawn over the
// bundled basemap (no tile server here), a boutique's page, and a reservation made from it. Each width uses a
// boutique no other journey relies on (product-services reserves in the first boutique of the list, Geneva).
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;

/** Countries drawn by the basemap and the markers on the map in view. */
const mapDrawn = (page: Page, markers: number) =>
  page.waitForFunction(
    (count: number) => {
      const map = document.querySelector('.store-map');
      return (
        map !== null &&
        map.querySelectorAll('path.store-map__country').length > 150 &&
        map.querySelectorAll('.store-map__marker').length === count
      );
    },
    { timeout: 30_000 },
    markers,
  );

const JOURNEYS = [
  { width: 390, search: 'Italy', shop: 'Maison Aurèle Milan', key: 'milan', mobile: true },
  { width: 768, search: 'germany', shop: 'Maison Aurèle Munich', key: 'munich', mobile: true },
  { width: 1024, search: 'LONDON', shop: 'Maison Aurèle London', key: 'london', mobile: false },
  { width: 1440, search: 'new york', shop: 'Maison Aurèle New York', key: 'new-york', mobile: false },
] as const;

describe.each(JOURNEYS)('the store locator at $width px', ({ width, search, shop, key, mobile }) => {
  it(`finds ${shop} by '${search}', opens its page and reserves a piece there`, async () => {
    const { page, errors } = await openPage(browser, mobile ? 'mobile' : 'desktop');
    await page.setViewport({
      width,
      height: mobile ? 900 : 900,
      deviceScaleFactor: 1,
      isMobile: mobile,
      hasTouch: mobile,
    });

    // The list: every boutique, in the list and on the map.
    await page.goto(url('/en-int/storelocator'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('ol[aria-label="Boutiques"] li');
    expect(await page.$$eval('ol[aria-label="Boutiques"] > li', (items) => items.length)).toBe(12);
    await mapDrawn(page, 12);
    expect(await page.$eval('.store-map', (el) => el.getAttribute('data-basemap'))).toBe('bundled');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `store-locator-list-${width}`);

    // The search, by country or city, case and accents aside.
    await page.type('form[aria-label="Search the boutiques"] input[name="q"]', search);
    await page.keyboard.press('Enter');
    await waitForText(page, `1 boutique for “${search}”`);
    await mapDrawn(page, 1);
    expect(await page.$$eval('ol[aria-label="Boutiques"] h2', (hs) => hs.map((h) => h.textContent))).toEqual([
      shop,
    ]);
    await page.click('ol[aria-label="Boutiques"] button.shop-card__locate');
    await page.waitForSelector('.store-map__marker--selected');
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'store_locator', action: 'search', results: 1 }),
    );
    expect(layer).toContainEqual(expect.objectContaining({ event: 'page_view', page_type: 9 }));
    await screenshot(page, `store-locator-search-${width}`);

    // The boutique's page: address, hours with today marked, phone, a small map, and the pieces it holds.
    await page.click(`ol[aria-label="Boutiques"] a[href="/en-int/storelocator/${key}"]`);
    await page.waitForSelector('h1 ::-p-text(' + shop + ')');
    await waitForText(page, 'Opening hours');
    await mapDrawn(page, 1);
    expect(await page.$$eval('[aria-current="date"]', (rows) => rows.length)).toBe(1);
    expect(await page.$eval('a[href^="tel:"]', (a) => a.getAttribute('href'))).toMatch(/^tel:\+\d+$/);
    const pageLayer = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
    expect(pageLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_type: 10 }));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `store-locator-shop-${width}`);

    // 'Check & Reserve' on the first piece: the product page opens the reservation with this boutique chosen.
    await page.click('a.shop-piece__reserve');
    await page.waitForSelector('[role="dialog"]', { timeout: 30_000 });
    await waitForText(page, 'Step 1 of 3');
    await page.waitForFunction(
      (name: string) => {
        const select = document.querySelector<HTMLSelectElement>('[role="dialog"] select');
        return select?.selectedOptions[0]?.textContent === name;
      },
      { timeout: 30_000 },
      shop,
    );
    // The modal links back to the boutique's page (once the chosen boutique's details are in).
    await page.waitForSelector('[role="dialog"] a.service-shop__page', { timeout: 30_000 });
    expect(await page.$eval('[role="dialog"] a.service-shop__page', (a) => a.getAttribute('href'))).toBe(
      `/en-int/storelocator/${key}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.click('[role="dialog"] button ::-p-text(Next Step)');
    await waitForText(page, 'Step 2 of 3');
    const fill = async (name: string, value: string) => page.type(`[role="dialog"] [name="${name}"]`, value);
    await fill('firstname', 'Ada');
    await fill('lastname', `Locator${width}`);
    await fill('email', `ada.locator.${width}@example.com`);
    await fill('telephone', '+41 44 000 00 00');
    await page.$$eval('[role="dialog"] input[type="checkbox"][name="terms"]', (boxes) =>
      boxes.forEach((b) => (b as HTMLInputElement).click()),
    );
    await page.click('[role="dialog"] button ::-p-text(Submit)');
    await waitForText(page, 'Step 3 of 3', 60_000);
    const done = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
    expect(done).toContainEqual(expect.objectContaining({ event: 'reservation' }));
    await screenshot(page, `store-locator-reserved-${width}`);
    expect(errors).toEqual([]);
  });
});
