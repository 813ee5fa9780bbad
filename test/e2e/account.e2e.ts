import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, type VIEWPORTS, waitForText } from './browser';
import { seriousViolations } from './axe';

// The account journey against the real server: the demo customer is sent to sign in on the way to her
// account, comes back to it, moves through the account navigation (a swipe on the phone, the keyboard on the
// desktop) and opens a past order in the slide modal.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const heading1 = (page: Page, text: string) =>
  page.waitForFunction(
    (t: string) => [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === t),
    { timeout: 20_000 },
    text,
  );
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const strip = '.account-nav__strip';
const stripScroll = (page: Page) =>
  page.$eval(strip, (el) => ({ left: el.scrollLeft, max: el.scrollWidth - el.clientWidth }));

async function signInOnTheWay(page: Page) {
  await page.goto(url('/en-int/customer/account'), { waitUntil: 'networkidle0' });
  await heading1(page, 'Customer sign-in');
  expect(pathOf(page)).toBe(
    `/en-int/customer/account/login?referer=${encodeURIComponent('/en-int/customer/account')}`,
  );
  await page.type('.sign-in-form input[name="email"]', 'anna.keller@example.com');
  await page.type('.sign-in-form input[name="password"]', 'Caseback-Demo-1');
  await page.click('.sign-in-form button[type="submit"]');
  await heading1(page, 'My Account');
  expect(pathOf(page)).toBe('/en-int/customer/account');
}

async function viewPastOrder(page: Page, viewport: keyof typeof VIEWPORTS) {
  await page.waitForSelector('table.account-orders');
  await screenshot(page, `account-orders-${viewport}`);
  const view = await page.waitForSelector('button[aria-label="View order 000000101"]', { visible: true });
  await view!.click();
  await page.waitForSelector('[role="dialog"].dialog--panel');
  await waitForText(page, 'SKU: MA-HER-CHR-01-BLU-40');
  const dialogText = await page.$eval('[role="dialog"]', (el) => el.textContent ?? '');
  expect(dialogText).toContain('Order # 000000101');
  expect(dialogText).toContain('Grand Total');
  expect(dialogText).toContain('Shipping Address');
  // The modal has finished sliding in before the picture is taken.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].every((el) => el.getAnimations().length === 0),
  );
  await screenshot(page, `account-order-view-${viewport}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}

it('catches a mistyped sign-in in the browser before any call, then signs in with one click once corrected', async () => {
  const { page, errors } = await openPage(browser, 'mobile');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(url('/en-int/customer/account/login'), { waitUntil: 'networkidle0' });
  await heading1(page, 'Customer sign-in');
  await page.type('.sign-in-form input[name="email"]', 'anna.keller.example.com');
  // Sent from the keyboard: Enter in the empty password field.
  await page.focus('.sign-in-form input[name="password"]');
  await page.keyboard.press('Enter');
  await waitForText(page, 'Please enter a valid email address (Ex: johndoe@domain.com).');
  await waitForText(page, 'This is a required field.');
  expect(
    await page.$$eval('.sign-in-form [aria-invalid="true"]', (fields) =>
      fields.map((f) => f.getAttribute('name')),
    ),
  ).toEqual(['email', 'password']);
  expect(posts).toEqual([]);

  // Corrected, the password first. The e-mail's error (two lines on a phone) clears on the blur the press on
  // 'Sign in' causes; the button must not move before the mouse is released, or the release lands beside it and
  // nothing is sent.
  await page.type('.sign-in-form input[name="password"]', 'Caseback-Demo-1');
  await page.click('.sign-in-form input[name="email"]', { count: 3 });
  await page.type('.sign-in-form input[name="email"]', 'anna.keller@example.com');
  expect(await page.$eval('.sign-in-form [aria-invalid="true"]', (field) => field.getAttribute('name'))).toBe(
    'email',
  );
  expect(
    await page.$eval('.sign-in-form #field-email-error', (line) => line.getBoundingClientRect().height),
  ).toBeGreaterThan(30);
  const submit = '.sign-in-form button[type="submit"]';
  const box = (await (await page.$(submit))!.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForFunction(() => !document.querySelector('.sign-in-form [aria-invalid="true"]'));
  const pressed = (await (await page.$(submit))!.boundingBox())!;
  expect({ x: pressed.x, y: pressed.y }).toEqual({ x: box.x, y: box.y });
  await page.mouse.up();
  // Signed in, the shopper is taken to the store's home page.
  await page.waitForFunction(() => window.location.pathname === '/en-int/', { timeout: 20_000 });
  expect(posts).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

it('on a phone: signs in on the way to the account, swipes the navigation, views a past order', async () => {
  const { page, errors } = await openPage(browser, 'mobile');
  await signInOnTheWay(page);
  await waitForText(page, 'Recent Orders');
  await screenshot(page, 'account-dashboard-mobile');
  expect(await seriousViolations(page)).toEqual([]);

  // The strip is wider than the phone: a swipe to the left brings the later entries in.
  const before = await stripScroll(page);
  expect(before.max).toBeGreaterThan(0);
  const box = (await (await page.$(strip))!.boundingBox())!;
  // A finger's swipe to the left (touch events through Chrome's input pipeline, not a scripted scrollLeft).
  const y = Math.round(box.y + box.height / 2);
  const startX = Math.round(box.x + box.width - 40);
  await page.touchscreen.touchStart(startX, y);
  for (let step = 1; step <= 10; step += 1) await page.touchscreen.touchMove(startX - step * 25, y);
  await page.touchscreen.touchEnd();
  // Moved, and come to rest (a swipe flings on for a moment after the finger leaves).
  await page.waitForFunction(
    async (s: string) => {
      const el = document.querySelector(s)!;
      const before = el.scrollLeft;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return before > 0 && el.scrollLeft === before;
    },
    { timeout: 10_000 },
    strip,
  );
  expect(
    await page.$eval('.account-nav', (nav) => nav.querySelector('a[href$="/wishlist"]')!.textContent),
  ).toBe('My Wish List');

  await (await page.waitForSelector('.account-nav a[href="/en-int/sales/order/history"]'))!.click();
  await heading1(page, 'My Orders');
  // The page's own entry is scrolled into view.
  await page.waitForFunction(
    (s: string) => {
      const el = document.querySelector(s)!;
      const active = el.querySelector('[aria-current="page"]');
      if (active?.textContent !== 'My Orders') return false;
      const link = active.getBoundingClientRect();
      const frame = el.getBoundingClientRect();
      return link.left >= frame.left && link.right <= frame.right;
    },
    { timeout: 10_000 },
    strip,
  );
  await viewPastOrder(page, 'mobile');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

it('on a desktop: the navigation drags with the mouse and is walked with the keyboard', async () => {
  const { page, errors } = await openPage(browser, 'desktop');
  await signInOnTheWay(page);
  await waitForText(page, 'Recent Orders');
  await screenshot(page, 'account-dashboard-desktop');
  expect(await seriousViolations(page)).toEqual([]);

  // A mouse drag over an entry moves the strip (when it overflows) and never follows the entry.
  const entry = (await page.$('.account-nav a[href="/en-int/wishlist"]'))!;
  const box = (await entry.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  expect(pathOf(page)).toBe('/en-int/customer/account');

  // Keyboard: focus the first entry, arrow to 'My Orders', Enter.
  await page.focus('.account-nav a[href="/en-int/customer/account"]');
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Orders');
  // A visible focus ring: the outline the design gives focused entries.
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await heading1(page, 'My Orders');
  expect(pathOf(page)).toBe('/en-int/sales/order/history');
  await viewPastOrder(page, 'desktop');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
