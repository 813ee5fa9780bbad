import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { ALL_VIEWPORTS, e2eEnv, launch, openPage, release, screenshot, VIEWPORTS } from './browser';

// Issue 18: nothing on a page moves once it shows (no footer jumping when the main content arrives, no summary
// pushing the page down). Each page kind, signed out, at a phone's width and a desktop's: the layout shifts the
// browser reports (PerformanceObserver 'layout-shift', buffered, shifts right after an input left out as the
// metric does) add up to at most 0.01 once the page has loaded, its main content shows and the network is idle.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
/** Each page's figure, written beside the screenshots (the README's table is made from it). */
const figures: Record<string, number> = {};
afterAll(async () => {
  writeFileSync(join(e2eEnv().artifacts, 'layout-stability.json'), `${JSON.stringify(figures, null, 2)}\n`);
  await release(browser);
});

const MAX_LAYOUT_SHIFT = 0.01;
const PRODUCT_PATH = '/en-int/heritage-chronograph-40.html';

/** Each page kind with what shows once its main content is there. */
const PAGES = [
  { kind: 'home', path: '/en-int/', ready: 'main h2' },
  { kind: 'category', path: '/en-int/watches', ready: 'main .product-card' },
  { kind: 'product', path: PRODUCT_PATH, ready: 'main form[aria-label="Add to cart"]' },
  { kind: 'cart', path: '/en-int/checkout/cart', ready: 'main h1' },
  { kind: 'checkout', path: '/en-int/checkout', ready: 'main h1' },
  { kind: 'account', path: '/en-int/customer/account', ready: 'main form' },
  { kind: 'search', path: '/en-int/catalogsearch/result/?q=chronograph', ready: 'main .product-card' },
] as const;

/** Sums the shifts from the page's first paint on (buffered: those before the observer count too). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const record = window as unknown as { __layoutShift: { value: number; sources: string[] } };
    record.__layoutShift = { value: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        record.__layoutShift.value += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          if (element) {
            record.__layoutShift.sources.push(
              `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`,
            );
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __layoutShift: { value: number; sources: string[] } }).__layoutShift,
  );

/** A watch in the guest's bag, so the cart and the checkout show their full layout (lines and summary). */
async function addWatchToBag(page: Page): Promise<void> {
  await page.goto(`${baseUrl}${PRODUCT_PATH}`, { waitUntil: 'networkidle0' });
  const button = 'main form[aria-label="Add to cart"] button[type="submit"]';
  await page.waitForSelector(button, { visible: true });
  await page.click(button);
  await page.waitForFunction(
    () => document.querySelector('.cart-link__count')?.getAttribute('data-empty') === 'false',
    { timeout: 15_000 },
  );
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('at the %s width', (viewport) => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, viewport));
    await recordLayoutShifts(page);
    await addWatchToBag(page);
    // Every page as on a first visit: stylesheets, fonts and scripts from the network, not the cache.
    await page.setCacheEnabled(false);
  });

  test.each(PAGES)('the $kind page does not move once it shows', async ({ kind, path, ready }) => {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(ready, { visible: true });
    await page.waitForNetworkIdle({ idleTime: 500 });
    const shift = await layoutShift(page);
    figures[`${kind} ${viewport}`] = Number(shift.value.toFixed(4));
    await screenshot(page, `layout-stability-${kind}-${viewport}`);
    // On failure the figure and what moved (the shifted elements) show in the message.
    const verdict =
      shift.value <= MAX_LAYOUT_SHIFT
        ? 'still'
        : { layoutShift: shift.value, moved: [...new Set(shift.sources)] };
    expect({ kind, viewport, verdict }).toEqual({ kind, viewport, verdict: 'still' });
    expect(errors).toEqual([]);
  });
});

// The header's three parts (search, logo, and the language choice, account, bag) side by side from 768 px on,
// in the stores whose words are longest: at 768 px the Swiss French header once pushed the search over the logo,
// and at 1024 px squeezed 'FR' under its divider.
describe.each([
  ['tablet', 768],
  ['laptop', 1024],
] as const)('the header at %s width %i px', (viewport, width) => {
  test.each(['fr-ch', 'de-ch'])('in %s, its parts never overlap', async (store) => {
    const { page, errors } = await openPage(browser, viewport);
    await page.setViewport({ ...ALL_VIEWPORTS[viewport], width });
    await page.goto(`${baseUrl}/${store}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.account-menu:not(.account-menu--pending)');
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return { left: Math.round(r.left), right: Math.round(r.right) };
      };
      const find = document.querySelector('.site-header__find')!;
      const languages = [...document.querySelectorAll('.language-choice__link')].map(
        (a) => a.getBoundingClientRect().top,
      );
      return {
        // What the search holds, however wide it drew itself: its column must hold it.
        search: {
          left: Math.round(find.getBoundingClientRect().left),
          right: Math.round(find.getBoundingClientRect().left + find.scrollWidth),
        },
        logo: box('.site-header__logo'),
        end: box('.site-header__end'),
        languageTops: [...new Set(languages.map(Math.round))].length,
      };
    });
    expect(boxes.search.right).toBeLessThanOrEqual(boxes.logo.left);
    expect(boxes.logo.right).toBeLessThanOrEqual(boxes.end.left);
    expect(boxes.end.right).toBeLessThanOrEqual(width);
    // DE | FR on one line.
    expect(boxes.languageTops).toBe(1);
    await screenshot(page, `header-${store}-${width}`);
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });
});
