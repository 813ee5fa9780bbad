import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, VIEWPORTS } from './browser';
import { seriousViolations } from './axe';

// The wishlist journey (spec 2.13), on a phone and on a desktop, each with a demo customer of its own so the two
// never see each other's items: a signed-out shopper adds a watch from the category list and is sent to sign
// in, which adds it and opens the wishlist; a second watch is added from its product page; both are in the
// grid; one is removed after the confirmation, by the form post, and the other stays.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const CUSTOMERS = { mobile: 'louise.martin@example.com', desktop: 'kenji.sato@example.com' } as const;

const url = (path: string) => `${baseUrl}${path}`;
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []);
const gridNames = (page: Page) =>
  page.$$eval('main .wishlist-grid__name', (all) => all.map((el) => el.textContent?.trim() ?? ''));

async function waitForHeading(page: Page, expected: string) {
  await page.waitForFunction(
    (wanted: string) => document.querySelector('main h1')?.textContent?.trim() === wanted,
    { timeout: 20_000 },
    expected,
  );
}

const waitForGridWith = (page: Page, name: string, present = true) =>
  page.waitForFunction(
    (wanted: string, shown: boolean) =>
      [...document.querySelectorAll('main .wishlist-grid__name')].some(
        (el) => el.textContent?.trim() === wanted,
      ) === shown,
    { timeout: 20_000 },
    name,
    present,
  );

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('on %s', (viewport) => {
  it('adds from the list (signing in first) and from a product page, then removes one after confirming', async () => {
    const width = VIEWPORTS[viewport].width;
    const { page, errors } = await openPage(browser, viewport);

    // Signed out, on the watches: the first watch's 'Add to wishlist' asks for the sign-in first.
    await page.goto(url('/en-int/watches'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('main article');
    const { fromList, fromPageName, fromPagePath } = await page.$$eval('main article', (cards) => ({
      fromList: cards[0]?.getAttribute('data-product-name') ?? '',
      fromPageName: cards[1]?.getAttribute('data-product-name') ?? '',
      fromPagePath: cards[1]?.querySelector('h3 a')?.getAttribute('href') ?? '',
    }));
    expect(fromList).not.toBe('');
    expect(fromPagePath).toMatch(/^\/en-int\/.+\.html/);
    await (await page.waitForSelector(
      `main article button[aria-label="Add to wishlist: ${fromList}"]`,
    ))!.click();
    await waitForHeading(page, 'Customer sign-in');
    await page.type('input[name="username"], input[type="email"]', CUSTOMERS[viewport]);
    await page.type('input[type="password"]', 'Caseback-Demo-1');
    await page.click('main form button[type="submit"]');

    // The sign-in made the add it was asked for and opened the wishlist (page type 15).
    await waitForHeading(page, 'My wishlist');
    expect(new URL(page.url()).pathname).toBe('/en-int/wishlist');
    await waitForGridWith(page, fromList);
    const afterSignIn = await dataLayer(page);
    expect(afterSignIn).toContainEqual(expect.objectContaining({ page_type: 15 }));
    expect(afterSignIn).toContainEqual(
      expect.objectContaining({
        event: 'add_to_wishlist',
        ecommerce: { items: [expect.objectContaining({ item_name: fromList })] },
      }),
    );

    // From the product page, signed in: the product joins at once and the button becomes the link to the list.
    await page.goto(url(fromPagePath), { waitUntil: 'networkidle0' });
    await waitForHeading(page, fromPageName);
    await (await page.waitForSelector(`main button[aria-label="Add to wishlist: ${fromPageName}"]`))!.click();
    await page.waitForSelector(`main a[aria-label="In your wishlist: ${fromPageName}"]`);
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'add_to_wishlist', ecommerce: expect.anything() }),
    );
    await (await page.waitForSelector(`main a[aria-label="In your wishlist: ${fromPageName}"]`))!.click();

    await waitForHeading(page, 'My wishlist');
    await waitForGridWith(page, fromPageName);
    const names = await gridNames(page);
    expect(names).toEqual(expect.arrayContaining([fromList, fromPageName]));
    // Newest first: the product page's watch leads.
    expect(names.indexOf(fromPageName)).toBeLessThan(names.indexOf(fromList));
    const prices = await page.$$eval('main .wishlist-grid__price', (all) => all.map((el) => el.textContent));
    for (const price of prices) expect(price).toMatch(/€[\d,]+\.\d{2}/);
    await screenshot(page, `wishlist-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Remove the list's watch: the spec's confirmation, then the form post and the page again without it.
    await (await page.waitForSelector(`main button[aria-label="Remove: ${fromList}"]`))!.click();
    const dialog = await page.waitForSelector('[role="dialog"]', { visible: true });
    const dialogText = await dialog!.evaluate((el) => el.textContent ?? '');
    expect(dialogText).toContain('Remove wishlist item');
    expect(dialogText).toContain(`Are you sure to remove ${fromList} form your wishlist?`);
    await screenshot(page, `wishlist-remove-confirm-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      (await page.waitForSelector('[role="dialog"] button ::-p-text(OK)'))!.click(),
    ]);
    await waitForHeading(page, 'My wishlist');
    await waitForGridWith(page, fromPageName);
    await waitForGridWith(page, fromList, false);
    expect(new URL(page.url()).pathname).toBe('/en-int/wishlist');

    // The signed-out add answered 401 by design (it is what sends the shopper to sign in).
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});
