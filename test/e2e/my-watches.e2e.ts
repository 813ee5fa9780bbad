import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, VIEWPORTS, waitForText } from './browser';

// My watches against the real server: Henri Dubois (a demo customer no other journey signs in as) opens the
// warranty, the services and the compatible straps of his newest watch in the one slide-in panel, adds a strap
// and lands on the cart with it, finds that his Lumière has no manual yet, then removes his oldest watch. Once
// at 390 px and once at 1440 px: each run removes one of his three watches.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const MY_WATCHES = '/en-int/registermywatch/customer/index';
const PANEL = '[role="dialog"].watch-panel';
const click = async (page: Page, selector: string) =>
  (await page.waitForSelector(selector, { visible: true }))!.click();

/** Clicks the visible button or link reading exactly `text` inside the first element matching `scope`. */
async function clickText(page: Page, scope: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (root: string, wanted: string) => {
      const container = document.querySelector(root);
      const candidates = container ? [...container.querySelectorAll<HTMLElement>('button, a')] : [];
      return (
        candidates.find((el) => (el.textContent ?? '').trim() === wanted && el.offsetParent !== null) ?? null
      );
    },
    { timeout: 20_000 },
    scope,
    text,
  );
  await (handle.asElement() as ElementHandle<Element>).click();
}

/** Waits until the slide-in dialogs have come to rest (their 300 ms slide), so screenshots show them in place. */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="dialog"]')].every((d) =>
        d.getAnimations({ subtree: true }).every((a) => a.playState === 'finished'),
      ),
    { timeout: 10_000 },
  );

const watchCount = (page: Page) => page.$$eval('li.watch-card', (items) => items.length);

/** Signed out, my watches sends Henri to sign in, which brings him back to it. */
async function signInOnTheWay(page: Page) {
  await page.goto(url(MY_WATCHES), { waitUntil: 'networkidle0' });
  await page.waitForSelector('.sign-in-form input[name="email"]', { visible: true });
  const { pathname, search } = new URL(page.url());
  expect(`${pathname}${search}`).toBe(
    `/en-int/customer/account/login?referer=${encodeURIComponent(MY_WATCHES)}`,
  );
  await page.type('.sign-in-form input[name="email"]', 'henri.dubois@example.com');
  await page.type('.sign-in-form input[name="password"]', 'Caseback-Demo-1');
  await page.click('.sign-in-form button[type="submit"]');
  await page.waitForFunction((path: string) => location.pathname === path, { timeout: 20_000 }, MY_WATCHES);
}

describe.each(['mobile', 'desktop'] as const)('my watches at %s width', (viewport) => {
  const width = VIEWPORTS[viewport].width;
  let page: Page;
  let errors: string[];
  let before = 0;
  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, viewport));
  });
  afterAll(() => page.browserContext().close());
  afterEach(() => expect(errors).toEqual([]));

  it(`Henri sees his watches in the account (${width} px)`, async () => {
    await signInOnTheWay(page);
    await page.waitForSelector('li.watch-card', { visible: true });
    await waitForText(page, 'Navigator');
    before = await watchCount(page);
    expect(before).toBeGreaterThanOrEqual(2);
    await screenshot(page, `my-watches-${width}`);
  });

  it(`checks the warranty of his newest watch in the slide-in panel (${width} px)`, async () => {
    await clickText(page, 'li.watch-card', 'Warranty');
    await page.waitForSelector(`${PANEL}.dialog--panel`, { visible: true });
    await waitForText(page, 'Your watch is under warranty until');
    await waitForText(page, 'For more information, please refer to our Warranty page');
    const warrantyPage = await page.$eval(`${PANEL} .watch-panel__more a`, (a) => [
      a.getAttribute('href'),
      a.getAttribute('target'),
    ]);
    expect(warrantyPage).toEqual(['/media/care/warranty.html', '_blank']);
    await settled(page);
    await screenshot(page, `my-watches-warranty-${width}`);
  });

  it(`reads its services, with contact and return label links (${width} px)`, async () => {
    await clickText(page, PANEL, 'Services');
    await waitForText(page, 'We recommend a full service every 5 years.');
    await waitForText(page, 'Next full service');
    const links = await page.$$eval(`${PANEL} .watch-panel__links a`, (anchors) =>
      anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target')]),
    );
    expect(links).toEqual([
      ['/en-int/returnlabel', '_blank'],
      ['/en-int/contact', '_blank'],
    ]);
    await settled(page);
    await screenshot(page, `my-watches-services-${width}`);
  });

  it(`adds a compatible strap and lands on the cart with it (${width} px)`, async () => {
    await clickText(page, PANEL, 'Compatible straps');
    await page.waitForSelector(`${PANEL} .strap-list__item`, { visible: true });
    await settled(page);
    await screenshot(page, `my-watches-straps-${width}`);
    const strap = await page.$eval(`${PANEL} .strap-list__item:first-child .strap-list__name`, (a) =>
      (a.textContent ?? '').trim(),
    );
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      click(page, `${PANEL} .strap-list__item:first-child .strap-list__add`),
    ]);
    expect(new URL(page.url()).pathname).toBe('/en-int/checkout/cart');
    await waitForText(page, strap);
    await screenshot(page, `my-watches-cart-${width}`);
  });

  it(`is told that his Lumière has no manual yet (${width} px)`, async () => {
    await page.goto(url(MY_WATCHES), { waitUntil: 'networkidle0' });
    await page.waitForSelector('li.watch-card', { visible: true });
    const lumiere = await page.$$eval('li.watch-card', (items) =>
      items.findIndex((li) => (li.textContent ?? '').includes('Lumière')),
    );
    expect(lumiere).toBeGreaterThanOrEqual(0);
    await clickText(page, `li.watch-card:nth-child(${lumiere + 1})`, 'User manual');
    await waitForText(page, 'User manual URL not available for this watch');
  });

  it(`removes his oldest watch after the slide dialog's confirmation (${width} px)`, async () => {
    const last = await watchCount(page);
    const serial = await page.$eval(`li.watch-card:nth-child(${last}) dd`, (dd) =>
      (dd.textContent ?? '').trim(),
    );
    await clickText(page, `li.watch-card:nth-child(${last})`, 'Remove watch');
    await waitForText(page, 'Are you sure you want to remove this watch from your collection?');
    await waitForText(page, 'Are you sure you want to proceed?');
    await settled(page);
    await screenshot(page, `my-watches-remove-${width}`);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      click(page, '[role="dialog"].remove-watch .button--primary'),
    ]);
    const { pathname, search } = new URL(page.url());
    expect(`${pathname}${search}`).toBe(`${MY_WATCHES}?result=removed`);
    await waitForText(page, 'The watch was removed from your collection.');
    await page.waitForFunction(
      (n: number) => document.querySelectorAll('li.watch-card').length === n,
      {},
      before - 1,
    );
    expect(await page.$eval('main', (el) => el.textContent ?? '')).not.toContain(serial);
    await screenshot(page, `my-watches-removed-${width}`);
  });
});
