import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, VIEWPORTS } from './browser';

// Journeys a shopper takes, on a phone and on a desktop, against the real server and its seeded catalogue
// (facts from src/server/db/seed/README.md).
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: object[] }).dataLayer ?? []);

async function waitForHeading(page: Page, expected: string | RegExp) {
  await page.waitForFunction(
    (source: string, flags: string) => {
      const h1 = document.querySelector('main h1');
      return Boolean(h1 && new RegExp(source, flags).test(h1.textContent ?? ''));
    },
    { timeout: 20_000 },
    typeof expected === 'string' ? expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : expected.source,
    typeof expected === 'string' ? '' : expected.flags,
  );
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('on %s', (viewport) => {
  it('home → search → category → product', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(url('/en-int/'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('img[alt="Maison Aurèle"]');
    expect(await page.title()).toContain('Maison Aurèle');
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ page_type: 1 }));
    await screenshot(page, `home-${VIEWPORTS[viewport].width}`);

    await page.type('input[aria-label="Search the catalogue"]', '  chronograph ');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search === '?q=chronograph');
    await waitForHeading(page, "Search results for 'chronograph'");
    await page.waitForSelector('main article');
    expect((await page.$$('main article')).length).toBe(7);
    const layer = await dataLayer(page);
    expect(layer).toContainEqual(expect.objectContaining({ event: 'search', search_term: 'chronograph' }));
    expect(layer).toContainEqual(expect.objectContaining({ page_type: 8 }));
    await screenshot(page, `search-${VIEWPORTS[viewport].width}`);

    if (viewport === 'mobile') await page.click('#main-menu-toggle');
    // Watches opens its submenu (spec 2.1); its 'All Watches' link goes to the category.
    await (await page.waitForSelector('nav[aria-label="Main"] button ::-p-text(Watches)', {
      visible: true,
    }))!.click();
    const watchesLink = await page.waitForSelector('nav[aria-label="Main"] a ::-p-text(All Watches)', {
      visible: true,
    });
    await watchesLink!.click();
    await waitForHeading(page, 'Watches');
    expect(page.url()).toBe(url('/en-int/watches'));
    await page.waitForSelector('main article');
    expect((await page.$$('main article')).length).toBe(12);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ page_type: 2 }));
    await screenshot(page, `category-${VIEWPORTS[viewport].width}`);

    const firstName = await text(page, 'main article h2, main article h3');
    await page.click('main article a');
    await waitForHeading(page, firstName);
    expect(page.url()).toMatch(/\/en-int\/[a-z0-9-]+\.html/);
    expect(await page.$eval('main', (el) => el.textContent)).toMatch(/€[\d,]+\.\d{2}/);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ page_type: 3 }));
    await screenshot(page, `product-${VIEWPORTS[viewport].width}`);
    expect(errors).toEqual([]);
  });
});

describe('sign in and out', () => {
  it('signs the demo customer in, shows her name, and signs her out', async () => {
    const { page, errors } = await openPage(browser, 'desktop');
    await page.goto(url('/en-int/'), { waitUntil: 'networkidle0' });
    await (await page.waitForSelector('header a ::-p-text(Sign in)'))!.click();
    await waitForHeading(page, 'Customer sign-in');
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ page_type: 13 }));

    await page.type('input[name="username"], input[type="email"]', 'anna.keller@example.com');
    await page.type('input[type="password"]', 'not-her-password');
    await page.click('main form button[type="submit"]');
    // The alert region is always present (so screen readers announce changes); wait for its message.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="alert"]')].some((el) =>
        el.textContent?.includes(
          'The account sign-in was incorrect or your account is disabled temporarily.',
        ),
      ),
    );

    await page.$eval('input[type="password"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('input[type="password"]', 'Caseback-Demo-1');
    await page.click('main form button[type="submit"]');
    await page.waitForSelector('header ::-p-text(Hello, Anna)');
    await screenshot(page, 'signed-in-1440');
    const cookies = await page.cookies();
    expect(cookies.find((c) => c.name === 'caseback_session')?.httpOnly).toBe(true);
    // The customer cookie was copied to session storage and cleared.
    expect(cookies.find((c) => c.name === 'caseback_customer')).toBeUndefined();
    const stored = await page.evaluate(() => sessionStorage.getItem('customer'));
    expect(stored).toContain('anna.keller@example.com');

    await (await page.waitForSelector('header button ::-p-text(Sign out)'))!.click();
    await page.waitForSelector('header a ::-p-text(Sign in)');
    expect(await page.evaluate(() => sessionStorage.getItem('customer'))).toBeNull();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});

describe('store codes, currencies and missing pages', () => {
  it('falls back to the default store for an unknown code, keeping the path', async () => {
    const { page } = await openPage(browser, 'desktop');
    await page.goto(url('/xx-yy/watches'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Watches');
    expect(page.url()).toBe(url('/en-int/watches'));
  });

  it('shows a product in the store currency: euros in en-int, yen in ja-jp', async () => {
    const { page } = await openPage(browser, 'desktop');
    await page.goto(url('/en-int/heritage-chronograph-40.html'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Heritage Chronograph');
    expect(await page.$eval('main', (el) => el.textContent)).toContain('€6,450.00');
    await page.goto(url('/ja-jp/heritage-chronograph-40.html'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Heritage Chronograph');
    expect(await page.$eval('main', (el) => el.textContent)).toMatch(/[¥￥]1,050,000/);
  });

  it('answers an unknown page with the not-found page (page type 11)', async () => {
    const { page } = await openPage(browser, 'mobile');
    await page.goto(url('/en-int/no-such-watch.html'), { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Page not found');
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ page_type: 11 }));
    await screenshot(page, 'not-found-390');
  });
});
