import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { ALL_VIEWPORTS, e2eEnv, launch, openPage, release, screenshot } from './browser';

// Issue 18, part 6: after one visit the shop opens offline. A guest sees the home page and a product; once the
// service worker controls the page, the network goes away (for the page and for the worker): the product
// reloads from what was kept, and a page never seen answers the offline page in the store's language, listing
// the pages kept. A new version waits for the shopper's 'Refresh'. The manifest passes Chromium's install
// criteria. At a phone's width and a desktop's, each in a browser context of its own.
const { baseUrl, artifacts } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const HOME = '/en-int/';
const PRODUCT = '/en-int/heritage-chronograph-40.html';
const UNSEEN = '/en-int/navigator-diver-300.html';

/** The worker controls the page (it claims it once active, without a reload). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });

/** The worker has kept this page's answer (its pages cache, src/client/sw/caches.ts). */
const kept = (page: Page, path: string) =>
  page.waitForFunction(
    async (wanted: string) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        if (name.startsWith('caseback-pages-') && (await cache.match(wanted, { ignoreVary: true })))
          return true;
      }
      return false;
    },
    { timeout: 30_000, polling: 100 },
    path,
  );

/** Offline for the page and for its service worker (a worker's fetches are not the page's to emulate). */
async function goOffline(page: Page, offline: boolean, sessions: CDPSession[]): Promise<void> {
  await page.setOfflineMode(offline);
  const worker = await page
    .browserContext()
    .waitForTarget((target) => target.type() === 'service_worker' && target.url().endsWith('/sw.js'));
  const session = await worker.createCDPSession();
  sessions.push(session);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element.textContent ?? '').trim());

const keptLinks = (page: Page) =>
  page.$$eval('#offline-list a', (links) =>
    links.map((a) => ({ href: a.getAttribute('href'), text: (a.textContent ?? '').trim() })),
  );

describe.each([
  ['mobile', 390],
  ['desktop', 1440],
] as const)('the shop offline on %s', (viewport, width) => {
  it('opens a seen product offline and lists the seen pages on a page never seen', async () => {
    const { page, errors } = await openPage(browser, viewport, { serviceWorker: true });
    const sessions: CDPSession[] = [];
    await page.goto(`${baseUrl}${HOME}`, { waitUntil: 'load' });
    await controlled(page);
    await page.goto(`${baseUrl}${PRODUCT}`, { waitUntil: 'load' });
    await page.waitForSelector('main h1');
    expect(await text(page, 'main h1')).toBe('Heritage Chronograph');
    await kept(page, PRODUCT);
    await kept(page, HOME);
    // Online, nothing went wrong: no CSP violation for the worker or the manifest, no page error.
    expect(errors).toEqual([]);

    await goOffline(page, true, sessions);
    const reloaded = await page.reload({ waitUntil: 'domcontentloaded' });
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.waitForSelector('main h1');
    expect(await text(page, 'main h1')).toBe('Heritage Chronograph');

    // A page never seen: the offline page, listing the pages kept for this store (newest first).
    const unseen = await page.goto(`${baseUrl}${UNSEEN}`, { waitUntil: 'domcontentloaded' });
    expect(unseen?.fromServiceWorker()).toBe(true);
    await page.waitForSelector('body.offline--ready');
    expect(await text(page, 'h1')).toBe('You are offline');
    expect(await text(page, '#offline-intro')).toBe(
      'This page has not been saved on this device yet. It will open as soon as you are connected again.',
    );
    expect(await text(page, '#offline-seen-title')).toBe('Pages you have seen, available offline');
    // Both kept within the same second or so (their Date headers): the order is the unit test's (offline.test.ts).
    const links = await keptLinks(page);
    expect(links.map((link) => link.href).sort()).toEqual([HOME, PRODUCT].sort());
    expect(links.find((link) => link.href === PRODUCT)?.text).toMatch(/^Heritage Chronograph/);
    expect(await page.$eval('#offline-empty', (p) => (p as HTMLElement).hidden)).toBe(true);
    // Reading the kept pages' titles raised no Content-Security-Policy violation (their inline styles are not
    // this page's); the failed loads of the product page offline are the only errors.
    expect(errors.filter((error) => error.includes('CSP violation'))).toEqual([]);
    await screenshot(page, `offline-page-${viewport}-${width}`);

    // Its links open the kept pages, offline: the page chosen, not the offline page reloaded (Chromium tells a
    // page it is back 'online' as a navigation starts under DevTools' offline emulation; see offline.ts).
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      page.click(`#offline-list a[href="${PRODUCT}"]`),
    ]);
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    await page.waitForSelector('main h1');
    expect(await text(page, 'main h1')).toBe('Heritage Chronograph');

    // In the store's language: a French store's page never seen, with nothing kept for that store yet.
    await page.goto(`${baseUrl}/fr-ch/montres-inconnues`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('body.offline--ready');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
    expect(await text(page, 'h1')).toBe('Vous êtes hors ligne');
    expect(await text(page, '#offline-empty')).toBe(
      'Aucune page de la boutique n’a encore été enregistrée sur cet appareil.',
    );
    expect(await keptLinks(page)).toEqual([]);

    await goOffline(page, false, sessions);
    await Promise.all(sessions.map((session) => session.detach().catch(() => undefined)));
  });

  it('offers a new version and takes it only when the shopper asks', async () => {
    const { page, errors } = await openPage(browser, viewport, { serviceWorker: true });
    await page.goto(`${baseUrl}${PRODUCT}`, { waitUntil: 'load' });
    await controlled(page);
    expect(await page.$('.update-banner')).toBeNull();

    // A new version of the worker: the same file at another address is a new worker to the browser, installed
    // beside the one in charge, where it waits (what a deploy's changed /sw.js does on the next check).
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version'));
    await page.waitForSelector('.update-banner', { visible: true });
    expect(await text(page, '.update-banner__text')).toBe('A new version of the shop is available');
    expect(await text(page, '.update-banner__refresh')).toBe('Refresh');
    // Waiting, not in charge: the page still runs with the worker it was loaded with.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl}/sw.js`);
    // What the shopper sees: the screen, with the band at its foot (a full-page picture would move it).
    await page.screenshot({ path: join(artifacts, 'screenshots', `update-banner-${viewport}-${width}.png`) });

    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.update-banner__refresh')]);
    await controlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${baseUrl}/sw.js?next-version`,
    );
    await page.waitForSelector('main h1');
    expect(await text(page, 'main h1')).toBe('Heritage Chronograph');
    // No check that the band is gone: the reloaded page registers /sw.js again, which to the browser is another
    // address than this test's `?next-version`, so it installs that one as a newer version in turn (a real
    // deploy keeps the one address).
    expect(errors).toEqual([]);
  });
});

describe('the installable shop', () => {
  it('meets Chromium’s install criteria with the store’s manifest', async () => {
    // In the browser's own profile: Chromium installs nothing from an incognito context (`in-incognito`).
    const page = await browser.defaultBrowserContext().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => void errors.push(`pageerror: ${(error as Error).message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    const manifestsFetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/manifest.webmanifest') manifestsFetched.push(url.pathname + url.search);
    });
    await page.setViewport(ALL_VIEWPORTS.mobile);
    await page.goto(`${baseUrl}/fr-ch/`, { waitUntil: 'load' });
    await controlled(page);
    const manifestHref = await page.$eval('link[rel="manifest"]', (link) => link.getAttribute('href'));
    expect(manifestHref).toBe('/manifest.webmanifest?store=fr-ch');
    // Named by the page's first byte, so fetched once: not the shop's default first, then the store's.
    expect(manifestsFetched).toEqual(['/manifest.webmanifest?store=fr-ch']);
    const session = await page.createCDPSession();
    const manifest = await session.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Maison Aurèle',
      start_url: '/fr-ch/',
      display: 'standalone',
      lang: 'fr',
    });
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await session.detach();
    // The profile outlives this journey: it leaves no worker and no cache behind.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await page.close();
    expect(errors).toEqual([]);
  });
});
