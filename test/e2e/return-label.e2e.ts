import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, type VIEWPORTS, waitForText } from './browser';

// The return label journey against the real server: the demo customer signs in, finds her oldest order
// (000000100, seeded for this journey alone: two straps of one kind and a gift), creates a label for one strap
// and downloads the PDF. The phone reaches the page from the order view, the desktop from the account
// navigation; each returns one of the two straps.
const { baseUrl } = e2eEnv();
const ORDER = '000000100';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

/** Downloads land in a folder of this run (headless Chrome otherwise decides for itself). */
const downloads = mkdtempSync(join(tmpdir(), 'return-label-'));
async function allowDownloads(page: Page) {
  const session = await page.createCDPSession();
  await session.send('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
}

/** The first finished download whose name starts with `prefix` (Chrome writes `.crdownload` until done). */
async function downloadedFile(prefix: string): Promise<Buffer> {
  for (let tries = 0; tries < 200; tries += 1) {
    const name = readdirSync(downloads).find((f) => f.startsWith(prefix) && f.endsWith('.pdf'));
    if (name) {
      const path = join(downloads, name);
      const bytes = readFileSync(path);
      rmSync(path);
      return bytes;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No download starting with ${prefix} in ${downloads}`);
}

const url = (path: string) => `${baseUrl}${path}`;
const heading1 = (page: Page, text: string) =>
  page.waitForFunction(
    (t: string) => [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === t),
    { timeout: 20_000 },
    text,
  );
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const valueOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLInputElement).value);

async function signIn(page: Page) {
  await page.goto(url('/en-int/customer/account'), { waitUntil: 'networkidle0' });
  await heading1(page, 'Customer sign-in');
  await page.type('.sign-in-form input[name="email"]', 'anna.keller@example.com');
  await page.type('.sign-in-form input[name="password"]', 'Caseback-Demo-1');
  await page.click('.sign-in-form button[type="submit"]');
  await heading1(page, 'My Account');
}

/** The phone: My Orders, the order's slide modal, its 'Create a return label' link. */
async function fromTheOrderView(page: Page) {
  await page.click('.account-nav a[href="/en-int/sales/order/history"]');
  await heading1(page, 'My Orders');
  const view = await page.waitForSelector(`button[aria-label="View order ${ORDER}"]`, { visible: true });
  await view!.click();
  await page.waitForSelector('[role="dialog"].dialog--panel');
  const link = await page.waitForSelector('[role="dialog"] a[href*="/returnlabel?order="]', {
    visible: true,
  });
  await link!.click();
  await heading1(page, 'Return label');
  expect(pathOf(page)).toBe(`/en-int/returnlabel?order=${ORDER}`);
}

/** The desktop: the account navigation's 'Return Label', then the order number typed. */
async function fromTheAccountNavigation(page: Page) {
  // The keyboard, as the account journey walks the navigation (a click on the swipeable strip may be a drag).
  await page.focus('.account-nav a[href="/en-int/returnlabel"]');
  await page.keyboard.press('Enter');
  await heading1(page, 'Return label');
  await page.type('#return-oar_order_id', ORDER);
}

async function createAndDownload(page: Page, viewport: keyof typeof VIEWPORTS) {
  // A signed-in customer's details are filled in.
  expect(await valueOf(page, '#return-oar_order_id')).toBe(ORDER);
  expect(await valueOf(page, '#return-oar_billing_lastname')).toBe('Keller');
  expect(await valueOf(page, '#return-oar_email')).toBe('anna.keller@example.com');
  await screenshot(page, `return-label-lookup-${viewport}`);

  await page.click('.return-label-form button[type="submit"]');
  await waitForText(page, `Order # ${ORDER}`);
  await waitForText(page, 'Gifts cannot be returned.');
  const create = 'form[aria-label="Choose the items to return"] button[type="submit"]';
  expect(await page.$eval(create, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
  await page.select('.return-label-item__qty select', '1');
  await page.waitForFunction(
    (s: string) => !(document.querySelector(s) as HTMLButtonElement).disabled,
    {},
    create,
  );
  await screenshot(page, `return-label-items-${viewport}`);

  await page.click(create);
  await waitForText(page, `Your return label for order ${ORDER} is ready.`);
  expect(await page.evaluate(() => document.querySelector('.return-label-page__step')?.textContent)).toBe(
    'Step 1 of 2',
  );
  const href = await page.$eval('.return-label-page__success a', (a) => a.getAttribute('href') ?? '');
  expect(href).toMatch(/^\/en-int\/casebackpostal\/returnlabel\/label\/[A-Za-z0-9_-]{43}$/);
  await screenshot(page, `return-label-created-${viewport}`);

  // The download as the browser saves it: a PDF file.
  await page.click('.return-label-page__success a');
  const saved = await downloadedFile(`return-label-${ORDER}-`);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // And as the server answers it: a PDF, as an attachment.
  const file = await page.evaluate(async (path: string) => {
    const res = await fetch(path);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  }, href);
  expect(file).toEqual({
    type: 'application/pdf',
    disposition: expect.stringMatching(/^attachment; filename="return-label-000000100-RL\d{9}\.pdf"$/),
    head: '%PDF-',
  });
}

/** Runs the steps; on a failure, a screenshot of where it stopped and the page's errors join the report. */
async function journey(
  page: Page,
  errors: string[],
  viewport: keyof typeof VIEWPORTS,
  steps: () => Promise<void>,
) {
  try {
    await steps();
  } catch (cause) {
    await page.screenshot({
      path: join(e2eEnv().artifacts, 'screenshots', `return-label-failed-${viewport}.png`) as `${string}.png`,
    });
    throw new Error(`${String(cause)}\nat ${page.url()}\n${errors.join('\n')}`, { cause });
  }
}

it('on a phone: from the order view, creates a return label for a past order and downloads it', async () => {
  const { page, errors } = await openPage(browser, 'mobile');
  await allowDownloads(page);
  await journey(page, errors, 'mobile', async () => {
    await signIn(page);
    await fromTheOrderView(page);
    await createAndDownload(page, 'mobile');
  });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

it('on a desktop: from the account navigation, creates the second label and downloads it', async () => {
  const { page, errors } = await openPage(browser, 'desktop');
  await allowDownloads(page);
  await journey(page, errors, 'desktop', async () => {
    await signIn(page);
    await fromTheAccountNavigation(page);
    await createAndDownload(page, 'desktop');
  });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});
