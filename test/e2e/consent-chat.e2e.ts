import { join } from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { seriousViolations } from './axe';
import { type ALL_VIEWPORTS, CONSENT_COOKIE, e2eEnv, launch, openPage, release, screenshot } from './browser';

// Cookie consent, the tag manager and the chat widget, against the real server (which the journeys start with
// GTM_CONTAINER_ID=GTM-E2ETEST and TAG_MANAGER_SCRIPT_URL=/dev/tag-manager.js: scripts/lib/server-process.mjs).
// A first visit shows the banner and loads no tag script; preferences accept analytics and the chat: the tag
// loader arrives; the chat's chunk is requested only once the page is scrolled to it, and once; the footer's
// 'Cookie preferences' withdraws analytics, and the next page loads no tag script.
const { baseUrl, artifacts } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const TAG_LOADER = '/dev/tag-manager.js?id=GTM-E2ETEST';
const isTagLoader = (u: string) => u.includes(TAG_LOADER);
const isChatChunk = (u: string) => /\/static\/chat-advisor\.[0-9a-f]{8}\.js$/.test(u);
/** The consent library's chunk: its script and its stylesheet. */
const isConsentChunk = (u: string) => /\/static\/cookie-consent\.[0-9a-f]{8}\.(js|css)$/.test(u);

/** Every request the page makes, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: HTTPRequest) => void urls.push(request.url()));
  return urls;
}

/** What the viewport shows now (a fixed banner or dialog; the full-page helper scrolls, which loads the chat). */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: join(artifacts, 'screenshots', `${name}.png`) as `${string}.png` });
}

const bannerOpen = (page: Page) =>
  page.waitForFunction(() => document.documentElement.classList.contains('show--consent'));
/** Open and come to rest (the library moves the focus into it at the end of its fade). */
const preferencesOpen = (page: Page) =>
  page.waitForFunction(() => {
    const panel = document.querySelector('#cc-main .pm');
    return (
      document.documentElement.classList.contains('show--preferences') &&
      panel !== null &&
      getComputedStyle(panel).opacity === '1'
    );
  });
const preferencesClosed = (page: Page) =>
  page.waitForFunction(() => !document.documentElement.classList.contains('show--preferences'));

async function acceptedCategories(page: Page): Promise<string[]> {
  const cookie = (await page.cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(cookie).toBeDefined();
  return (JSON.parse(decodeURIComponent(cookie!.value)) as { categories: string[] }).categories;
}

async function setToggle(page: Page, category: string, on: boolean) {
  const selector = `#cc-main input.section__toggle[value="${category}"]`;
  await page.waitForSelector(selector);
  if ((await page.$eval(selector, (el) => (el as HTMLInputElement).checked)) !== on) {
    // By keyboard, as a screen-reader or keyboard user would: focus the switch and press Space.
    await page.waitForFunction(
      (wanted: string) => {
        const toggle = document.querySelector<HTMLElement>(wanted);
        toggle?.focus();
        return toggle !== null && document.activeElement === toggle;
      },
      {},
      selector,
    );
    await page.keyboard.press('Space');
  }
  expect(await page.$eval(selector, (el) => (el as HTMLInputElement).checked)).toBe(on);
}

const journeys: [keyof typeof ALL_VIEWPORTS, number][] = [
  ['mobile', 390],
  ['tablet', 768],
  ['laptop', 1024],
  ['desktop', 1440],
];

describe.each(journeys)('on a %s (%i px)', (viewport, width) => {
  it('asks for consent first; the tag manager waits for analytics, the chat for the scroll and its consent', async () => {
    const { page, errors } = await openPage(browser, viewport, { consent: 'undecided' });
    const requests = recordRequests(page);
    await page.goto(url('/en-int/'), { waitUntil: 'networkidle0' });

    // The banner, and nothing loaded behind it; the page's events still go to the local dataLayer.
    await bannerOpen(page);
    await page.waitForSelector('#cc-main .cm ::-p-text(Your privacy)', { visible: true });
    expect(requests.filter(isTagLoader)).toEqual([]);
    expect(await page.$('#gtm-loader')).toBeNull();
    expect(
      await page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await viewportShot(page, `consent-banner-${width}`);

    // Preferences from the banner: analytics and the chat on, by keyboard.
    await page.click('#cc-main .cm button ::-p-text(Preferences)');
    await preferencesOpen(page);
    await page.waitForSelector('#cc-main .pm ::-p-text(Cookie preferences)', { visible: true });
    await setToggle(page, 'analytics', true);
    await setToggle(page, 'functional', true);
    expect(await seriousViolations(page)).toEqual([]);
    await viewportShot(page, `consent-preferences-${width}`);
    await page.click('#cc-main .pm button ::-p-text(Save my choice)');
    await preferencesClosed(page);
    expect(await acceptedCategories(page)).toEqual(['necessary', 'analytics', 'functional']);

    // Now, and only now, the tag loader (the stand-in announces itself on the dataLayer).
    await page.waitForFunction(
      () =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (e) => e.event === 'gtm.load',
        ),
      { timeout: 15_000 },
    );
    expect(requests.filter(isTagLoader)).toHaveLength(1);

    // The chat: not loaded at the top of the page, even with consent.
    expect(requests.filter(isChatChunk)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(requests.filter(isChatChunk)).toEqual([]);
    // Scrolled down to it: its chunk is requested, once, whatever the scrolling after.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const open = await page.waitForSelector('button ::-p-text(Chat with a client advisor)', {
      visible: true,
      timeout: 15_000,
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(requests.filter(isChatChunk)).toHaveLength(1);
    await viewportShot(page, `chat-band-${width}`);

    // The client advisor's panel.
    await open!.click();
    await page.waitForSelector('[role="dialog"] ::-p-text(Write your question below)', { visible: true });
    expect(await seriousViolations(page)).toEqual([]);
    await viewportShot(page, `chat-advisor-panel-${width}`);
    await page.keyboard.press('Escape');
    // (The consent library's own dialogs stay in the page, hidden: look for the panel itself.)
    await page.waitForFunction(() => !document.querySelector('.advisor-panel'));
    await screenshot(page, `consent-chat-home-${width}`);

    // The footer's 'Cookie preferences': analytics withdrawn; a fresh page follows, with no tag script.
    await page.click('footer button ::-p-text(Cookie preferences)');
    await preferencesOpen(page);
    expect(await seriousViolations(page)).toEqual([]);
    await setToggle(page, 'analytics', false);
    requests.length = 0;
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.click('#cc-main .pm button ::-p-text(Save my choice)'),
    ]);
    expect(await acceptedCategories(page)).toEqual(['necessary', 'functional']);
    expect(requests.filter(isTagLoader)).toEqual([]);
    expect(await page.$('#gtm-loader')).toBeNull();
    // The fresh page read the remembered choice without the consent library: none of its code or styles came.
    expect(requests.filter(isConsentChunk)).toEqual([]);
    // Asked for, the preferences come (the library with them) and show the remembered choice.
    await page.click('footer button ::-p-text(Cookie preferences)');
    await preferencesOpen(page);
    const toggles = await page.$$eval('#cc-main input.section__toggle', (inputs) =>
      Object.fromEntries(
        inputs.map((input) => [(input as HTMLInputElement).value, (input as HTMLInputElement).checked]),
      ),
    );
    expect(toggles).toMatchObject({ necessary: true, analytics: false, functional: true, marketing: false });
    expect(requests.filter(isConsentChunk).length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await preferencesClosed(page);
    // The choice is remembered: no banner on the new page.
    expect(await page.evaluate(() => document.documentElement.classList.contains('show--consent'))).toBe(
      false,
    );
    expect(errors).toEqual([]);
  });
});

it('every other journey starts with a decision made: no banner, nothing loaded', async () => {
  const { page, errors } = await openPage(browser, 'desktop');
  const requests = recordRequests(page);
  await page.goto(url('/en-int/'), { waitUntil: 'networkidle0' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForSelector('::-p-text(The chat is switched off until you allow)', { visible: true });
  await page.waitForNetworkIdle({ idleTime: 500 });
  expect(await page.evaluate(() => document.documentElement.classList.contains('show--consent'))).toBe(false);
  expect(requests.filter(isTagLoader)).toEqual([]);
  expect(requests.filter(isChatChunk)).toEqual([]);
  expect(requests.filter(isConsentChunk)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
