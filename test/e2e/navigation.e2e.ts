import type { Browser, Page } from 'puppeteer-core';
import { seriousViolations } from './axe';
import { join } from 'node:path';
import { e2eEnv, launch, openPage, release, screenshot } from './browser';

// The main menu, the alternate menu and the store switcher (spec 2.1) at the four widths: below 768 px
// the toggle's panel with its three tabs, from 768 px the bar with hover submenus and 'more'. Each width opens
// a submenu by mouse (or touch) and by keyboard and follows 'All Watches', checks axe with the menu open, and
// switches store.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

const url = (path: string) => `${baseUrl}${path}`;
const NAV = 'nav[aria-label="Main"]';
const WATCHES = `${NAV} button[aria-controls]::-p-text(Watches)`;
const ALL_WATCHES = `${NAV} a::-p-text(All Watches)`;
const TOGGLE = '#main-menu-toggle';

async function waitForHeading(page: Page, expected: string) {
  await page.waitForFunction(
    (wanted: string) => document.querySelector('main h1')?.textContent?.trim() === wanted,
    { timeout: 20_000 },
    expected,
  );
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const expanded = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.getAttribute('aria-expanded'));
const waitForExpanded = (page: Page, value: 'true' | 'false') =>
  page.waitForFunction(
    (v: string) =>
      [...document.querySelectorAll('nav[aria-label="Main"] button[aria-controls]')].some(
        (b) => b.textContent?.trim() === 'Watches' && b.getAttribute('aria-expanded') === v,
      ),
    { timeout: 5_000 },
    value,
  );
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: object[] }).dataLayer ?? []);

/**
 * The window as the shopper sees it with the menu open, once its animations have ended: the shared full-page
 * screenshot scrolls the page, which moves it under the pointer and closes a hovered submenu.
 */
async function viewShot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('header'))
      .every((a) => a.playState !== 'running'),
  );
  await page.screenshot({ path: join(e2eEnv().artifacts, 'screenshots', `${name}.png`) as `${string}.png` });
}

async function openHome(browserPage: Page) {
  await browserPage.goto(url('/en-int/'), { waitUntil: 'networkidle0' });
  await browserPage.waitForSelector(`${NAV} button[aria-controls]`);
}

describe.each(WIDTHS)('at $width px', (viewport) => {
  const mobile = viewport.width < 768;
  const name = (what: string) => `navigation-${what}-${viewport.width}`;

  it(
    mobile
      ? 'opens the panel, a submenu by touch and by keyboard, and its three tabs'
      : 'opens a submenu by hover and by keyboard',
    async () => {
      const { page, errors } = await openPage(browser, 'desktop');
      await page.setViewport({ deviceScaleFactor: 1, ...viewport });
      await openHome(page);
      await screenshot(page, name('closed'));

      if (mobile) {
        // Touch: the toggle opens the panel on 'Menu'; Watches slides to its submenu.
        await page.tap(TOGGLE);
        await page.waitForSelector('[role="tablist"]', { visible: true });
        expect(await page.$$eval('[role="tab"]', (tabs) => tabs.map((t) => t.textContent))).toEqual([
          'Menu',
          'Account',
          'Settings',
        ]);
        expect(await page.evaluate(() => document.body.classList.contains('has-open-menu'))).toBe(true);
        await viewShot(page, name('open'));
        await page.tap(WATCHES);
        await page.waitForSelector(ALL_WATCHES, { visible: true });
        await viewShot(page, name('submenu'));
        expect(await seriousViolations(page)).toEqual([]);

        // Focus stays inside: many Tabs never leave the toggle and the panel.
        for (let i = 0; i < 25; i += 1) {
          await page.keyboard.press('Tab');
          const inside = await page.evaluate(
            () =>
              document.activeElement?.id === 'main-menu-toggle' ||
              Boolean(document.activeElement?.closest('#main-navigation')),
          );
          expect(inside).toBe(true);
        }
        // Escape closes the menu and focus returns to the toggle.
        await page.keyboard.press('Escape');
        await page.waitForSelector(`${TOGGLE}[aria-expanded="false"]`);
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-menu-toggle');

        // Keyboard: Enter on the toggle, Tab into the menu, Left back to the first level, Right into Watches.
        await page.keyboard.press('Enter');
        await page.waitForSelector(`${TOGGLE}[aria-expanded="true"]`);
        expect(await focusedText(page)).toBe('Menu');
        await page.keyboard.press('Tab'); // the remembered submenu: its Back
        await page.keyboard.press('ArrowLeft');
        await waitForExpanded(page, 'false');
        expect(await focusedText(page)).toBe('Watches');
        await page.keyboard.press('ArrowRight');
        await waitForExpanded(page, 'true');
        expect(await focusedText(page)).toBe('All Watches');

        // The Account and Settings tabs, by arrow keys on the tab list.
        await page.focus('[role="tab"][aria-selected="true"]');
        await page.keyboard.press('ArrowRight');
        await page.waitForSelector('[role="tabpanel"][aria-labelledby="menu-tab-account"]:not([hidden])');
        await page.waitForSelector('#main-navigation a::-p-text(Sign in)', { visible: true });
        expect(await seriousViolations(page)).toEqual([]);
        await viewShot(page, name('account'));
        await page.keyboard.press('ArrowRight');
        await page.waitForSelector('#main-navigation a::-p-text(Suisse (Français))', { visible: true });
        expect(await seriousViolations(page)).toEqual([]);
        await viewShot(page, name('settings'));
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await page.waitForSelector(ALL_WATCHES, { visible: true });
        await page.focus(ALL_WATCHES);
        await page.keyboard.press('Enter');
      } else {
        // Mouse: resting on Watches opens its submenu (after 300 ms); leaving the menu closes it (500 ms).
        await page.hover(WATCHES);
        await waitForExpanded(page, 'true');
        await page.waitForSelector(ALL_WATCHES, { visible: true });
        await viewShot(page, name('open'));
        expect(await seriousViolations(page)).toEqual([]);
        await page.mouse.move(viewport.width / 2, 20); // the logo's row, outside the menu
        await waitForExpanded(page, 'false');

        // Keyboard: Down opens it on 'All Watches'; Escape closes it and focus returns to Watches.
        await page.focus(WATCHES);
        await page.keyboard.press('ArrowDown');
        await waitForExpanded(page, 'true');
        expect(await focusedText(page)).toBe('All Watches');
        await page.keyboard.press('Escape');
        await waitForExpanded(page, 'false');
        expect(await focusedText(page)).toBe('Watches');
        expect(await expanded(page, WATCHES)).toBe('false');

        // 'More' holds what does not fit at 768 and 1024 px; at 1440 px everything fits.
        const more = await page.$(`${NAV} button::-p-text(More)`);
        expect(Boolean(more)).toBe(viewport.width < 1320);
        if (more) {
          await more.click();
          await page.waitForSelector(`${NAV} #submenu-more a::-p-text(Boutiques)`, { visible: true });
          expect(await seriousViolations(page)).toEqual([]);
          await viewShot(page, name('more'));
          await page.keyboard.press('Escape');
        }

        await page.focus(WATCHES);
        await page.keyboard.press('ArrowDown');
        await waitForExpanded(page, 'true');
        await page.keyboard.press('Enter');
      }

      await waitForHeading(page, 'Watches');
      expect(page.url()).toBe(url('/en-int/watches'));
      expect(await dataLayer(page)).toContainEqual(
        expect.objectContaining({ event: 'menu_navigation', action: 'click', menu_label: 'All Watches' }),
      );
      await screenshot(page, name('category'));
      expect(errors).toEqual([]);
    },
  );

  it('follows All Watches by pointer and switches store from the switcher', async () => {
    const { page, errors } = await openPage(browser, 'desktop');
    await page.setViewport({ deviceScaleFactor: 1, ...viewport });
    await openHome(page);
    if (mobile) await page.tap(TOGGLE);
    await (await page.waitForSelector(WATCHES, { visible: true }))!.click();
    await (await page.waitForSelector(ALL_WATCHES, { visible: true }))!.click();
    await waitForHeading(page, 'Watches');
    expect(page.url()).toBe(url('/en-int/watches'));

    // The store switcher: the header's Settings tab on a phone, the footer from 768 px.
    let switcher = 'footer';
    if (mobile) {
      await page.tap(TOGGLE);
      await page.tap('[role="tab"]::-p-text(Settings)');
      switcher = '#main-navigation';
    }
    const choice = await page.waitForSelector(`${switcher} a::-p-text(Suisse (Français))`, { visible: true });
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), choice!.click()]);
    expect(page.url()).toBe(url('/fr-ch/watches'));
    // The French store's menu, named in French (src/common/i18n/translations/fr/navigation.json).
    await page.waitForSelector('nav[aria-label="Principal"] button[aria-controls]');
    expect(await page.$eval('html', (el) => el.lang)).toBe('fr');
    expect(errors).toEqual([]);
  });
});
