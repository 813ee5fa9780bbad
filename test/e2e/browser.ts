import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_PROMOTIONAL_POPUPS } from '../../config/popups';

/** Where the journeys run: the server and browser that scripts/test.mjs (or `npm run e2e`) prepared. */
export function e2eEnv() {
  const baseUrl = process.env.E2E_BASE_URL;
  const executablePath = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (!baseUrl || !executablePath) {
    throw new Error('Run the browser journeys with `npm run e2e` (it starts the server and finds Chromium).');
  }
  const artifacts = process.env.E2E_ARTIFACTS ?? join(process.cwd(), 'test-artifacts');
  mkdirSync(join(artifacts, 'screenshots'), { recursive: true });
  return { baseUrl, executablePath, artifacts };
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1 },
} as const;

export async function launch(): Promise<Browser> {
  const { executablePath } = e2eEnv();
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
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

/** A page that fails the journey on any uncaught page error or console error. */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  options: { popups?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(VIEWPORTS[viewport]);
  if (!options.popups) await dismissPopups(page);
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
  return { page, errors };
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
