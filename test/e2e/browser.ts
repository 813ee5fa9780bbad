import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { DEMO_PROMOTIONAL_POPUPS } from '../../config/popups';

/** Where the journeys run: the server and browser that scripts/test.mjs (or `npm run e2e`) prepared. */
export function e2eEnv() {
  const baseUrl = process.env.E2E_BASE_URL;
  const browserWSEndpoint = process.env.E2E_BROWSER_WS_ENDPOINT;
  if (!baseUrl || !browserWSEndpoint) {
    throw new Error('Run the browser journeys with `npm run e2e` (it starts the server and finds Chromium).');
  }
  const artifacts = process.env.E2E_ARTIFACTS ?? join(process.cwd(), 'test-artifacts');
  mkdirSync(join(artifacts, 'screenshots'), { recursive: true });
  return { baseUrl, browserWSEndpoint, artifacts };
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1 },
} as const;

/** The journeys' two widths plus issue 12's tablet and small laptop (a journey picks the ones it runs at). */
export const ALL_VIEWPORTS = {
  ...VIEWPORTS,
  tablet: { width: 768, height: 1024, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  laptop: { width: 1024, height: 768, deviceScaleFactor: 1 },
} as const;

/**
 * The journeys' one shared Chromium (started by `npm run e2e` or `npm test`, scripts/lib/browser.mjs): each
 * journey file connects, opens its pages in browser contexts of its own, and `release`s it when done.
 */
export async function launch(): Promise<Browser> {
  return puppeteer.connect({ browserWSEndpoint: e2eEnv().browserWSEndpoint, defaultViewport: null });
}

/** The contexts this journey file opened (each jest worker loads this module afresh per file). */
const openedContexts = new Set<BrowserContext>();

/** Closes what this journey opened (its pages stop their timers and free memory) and leaves the browser running. */
export async function release(browser: Browser): Promise<void> {
  await Promise.all([...openedContexts].map((context) => context.close().catch(() => undefined)));
  openedContexts.clear();
  await browser.disconnect();
}

/** The country pop-in's local-storage flag (features/popups/country/countrySelectedFlag.ts). */
const COUNTRY_SELECTED_KEY = 'country-selected';

/**
 * A visitor who already answered the popups: the country pop-in's flag is set and the demo promotional
 * popups' `{index}-clicked` cookies are '1', so that no popup covers what a journey clicks. Every journey
 * starts so but the popups journey, which asks for a first visit (`{ popups: true }`).
 */
async function dismissPopups(page: Page): Promise<void> {
  await page.evaluateOnNewDocument((key: string) => {
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // about:blank and error pages have no storage; the shop's pages do.
    }
  }, COUNTRY_SELECTED_KEY);
  await page.setCookie(
    ...DEMO_PROMOTIONAL_POPUPS.map((popup) => ({
      name: `${popup.index}-clicked`,
      value: '1',
      url: e2eEnv().baseUrl,
    })),
  );
}

/** A browser without service workers, as far as the shop can tell (its registration looks for this). */
async function withoutServiceWorker(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
}

/** The consent library's cookie (src/client/lib/consent/cookieConsent.ts). */
export const CONSENT_COOKIE = 'cc_cookie';

/**
 * A consent decision as the library remembers it: `categories` accepted (necessary always). Journeys start with
 * one (necessary only: no banner over what they click, no tag manager, no chat), so that only the consent
 * journey sees the banner.
 */
export function consentCookieValue(categories: readonly string[] = ['necessary']): string {
  const now = new Date();
  return encodeURIComponent(
    JSON.stringify({
      categories: ['necessary', ...categories.filter((c) => c !== 'necessary')],
      revision: 0,
      data: null,
      consentTimestamp: now.toISOString(),
      consentId: '6f1c1d0e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
      services: { necessary: [], analytics: [], functional: [], marketing: [] },
      languageCode: 'en',
      lastConsentTimestamp: now.toISOString(),
      expirationTime: now.getTime() + 182 * 24 * 3600 * 1000,
    }),
  );
}

/**
 * A page that fails the journey on any uncaught page error or console error. By default the visitor has
 * answered the popups (`popups: true` leaves them to the journey) and chosen 'Necessary only' in the cookie
 * banner (`consent: 'undecided'` leaves the banner to the journey).
 */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof ALL_VIEWPORTS,
  {
    popups = false,
    consent = 'decided',
    serviceWorker = false,
  }: { popups?: boolean; consent?: 'decided' | 'undecided'; serviceWorker?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.createBrowserContext();
  openedContexts.add(context);
  const page = await context.newPage();
  await page.setViewport(ALL_VIEWPORTS[viewport]);
  // The offline worker only where a journey asks for it (offline.e2e.ts): elsewhere every answer comes from the
  // server as the journey has just changed it, never a catalogue read kept from earlier in the journey.
  if (!serviceWorker) await withoutServiceWorker(page);
  if (!popups) await dismissPopups(page);
  if (consent === 'decided') {
    const domain = new URL(e2eEnv().baseUrl).hostname;
    await context.setCookie({ name: CONSENT_COOKIE, value: consentCookieValue(), domain, path: '/' });
  }
  const errors: string[] = [];
  // A Content-Security-Policy violation fails the journey like an error: report each one on the console.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${(err as Error).message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => {
    const url = req.url();
    if (!url.startsWith(e2eEnv().baseUrl)) errors.push(`request to a foreign host: ${url}`);
  });
  keepAnswerLog(page);
  return { page, errors };
}

/** The page's latest answers from the shop (documents and API calls), for a wait that times out to report. */
const answerLogs = new WeakMap<Page, string[]>();
const ANSWERS_KEPT = 15;

function keepAnswerLog(page: Page): void {
  const log: string[] = [];
  answerLogs.set(page, log);
  page.on('response', (response) => {
    const request = response.request();
    if (!['document', 'fetch', 'xhr'].includes(request.resourceType())) return;
    const { pathname, search } = new URL(response.url());
    log.push(`${response.status()} ${request.method()} ${pathname}${search}`);
    if (log.length > ANSWERS_KEPT) log.shift();
  });
}

/**
 * Waits until the page's text includes `text`; on a timeout the failure says what the page showed instead and
 * the shop's latest answers, so that a journey failing only on a loaded CI machine can be understood from the
 * log alone.
 */
export async function waitForText(page: Page, text: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction(
      (t: string) => (document.body.textContent ?? '').includes(t),
      { timeout },
      text,
    );
  } catch (err) {
    const shown = await page
      .evaluate(() => (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').trim())
      .catch((reason: unknown) => `(the page could not be read: ${String(reason)})`);
    throw new Error(
      `"${text}" not shown on ${page.url()} (${(err as Error).message}).\n` +
        `The page's main content: ${shown.slice(0, 600)}\n` +
        `The shop's latest answers:\n  ${(answerLogs.get(page) ?? []).join('\n  ')}`,
      { cause: err },
    );
  }
}

/** Scrolls through the page like a reader so lazy images load, then waits until every image has decoded. */
async function revealLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
    // Carousel slides parked beside the viewport never scroll into view: a screenshot shows them loaded anyway.
    for (const img of document.querySelectorAll('img')) if (img.loading === 'lazy') img.loading = 'eager';
  });
  await page.waitForFunction(
    () => [...document.images].every((img) => img.complete && img.naturalWidth > 0),
    {
      timeout: 15_000,
    },
  );
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await revealLazyImages(page);
  const path = join(e2eEnv().artifacts, 'screenshots', `${name}.png`) as `${string}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
