import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, VIEWPORTS, waitForText } from './browser';
import { seriousViolations } from './axe';

// The address book against the real server: the demo customer Louise adds an address, edits it and deletes
// it (each a real form post or navigation answered by a redirect back to the book), then fills the checkout's
// shipping address from her book. Once at 390 px and once at 1440 px, each run leaving the book as it found it.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const BOOK = '/en-int/customer/address';
const click = async (page: Page, selector: string) =>
  (await page.waitForSelector(selector, { visible: true }))!.click();

/** The visible control inside `scope` whose label reads `label` (without its required marker). */
async function control(page: Page, label: string, scope = 'body'): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (wanted: string, root: string) => {
      for (const l of document.querySelector(root)?.querySelectorAll('label') ?? []) {
        const text = (l.textContent ?? '')
          .replace(/\*|\(required\)/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        // Only once the slide-in panel has come to rest: while it slides the field is off its final place.
        const moving = l.control
          ?.closest('[role="dialog"]')
          ?.getAnimations({ subtree: true })
          .some((animation) => animation.playState !== 'finished');
        if (text === wanted && l.control && (l.control as HTMLElement).offsetParent !== null && !moving)
          return l.control;
      }
      return null;
    },
    { timeout: 20_000 },
    label,
    scope,
  );
  return handle.asElement() as ElementHandle<Element>;
}

async function fill(page: Page, label: string, value: string, scope?: string) {
  const field = await control(page, label, scope);
  await field.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await field.type(value);
}

/** The card's button ('Edit' or 'Delete') of the address on `street`. */
const cardButton = (page: Page, action: 'Edit' | 'Delete', street: string) =>
  click(page, `button[aria-label^="${action} ${street}"]`);

async function signIn(page: Page) {
  await page.goto(url('/en-int/customer/account/login'), { waitUntil: 'networkidle0' });
  await fill(page, 'Email', 'louise.martin@example.com');
  await fill(page, 'Password', 'Caseback-Demo-1');
  await click(page, 'main form button[type="submit"]');
  await waitForText(page, 'Hello, Louise');
}

describe.each(['mobile', 'desktop'] as const)('the address book at %s width', (viewport) => {
  const width = VIEWPORTS[viewport].width;
  const street = `${width} Rue du Faubourg Saint-Honoré`;
  const panel = '[role="dialog"]';
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, viewport));
  });
  afterAll(() => page.browserContext().close());
  afterEach(() => expect(errors).toEqual([]));

  it(`Louise adds an address from the empty slide-in form (${width} px)`, async () => {
    await signIn(page);
    await page.goto(url(BOOK), { waitUntil: 'networkidle0' });
    await waitForText(page, 'Default Billing Address');
    await waitForText(page, '18 Rue Mercière');
    await screenshot(page, `address-book-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The browser posts the form; the server redirects back to the book with its message.
    await click(page, '::-p-text(Add New Address)');
    await page.waitForSelector(`${panel}.dialog--panel`, { visible: true });
    await fill(page, 'Last Name', 'Martin', panel);
    await fill(page, 'Street Address 1', street, panel);
    await fill(page, 'City', 'Paris', panel);
    await (await control(page, 'Country', panel)).select('FR');
    await fill(page, 'Zip/Postal Code', '75008', panel);
    await fill(page, 'Phone Number', '+33 1 55 50 08 08', panel);
    await screenshot(page, `address-book-new-${width}`);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      click(page, `${panel} button[type="submit"]`),
    ]);
    const { pathname, search } = new URL(page.url());
    expect(`${pathname}${search}`).toBe(`${BOOK}?result=saved`);
    await waitForText(page, 'You saved the address.');
    await waitForText(page, street);
  });

  it(`edits it in the form filled from the server (${width} px)`, async () => {
    await cardButton(page, 'Edit', street);
    await page.waitForFunction(
      (s: string) =>
        (document.querySelector('[role="dialog"] input[name="street.0"]') as HTMLInputElement | null)
          ?.value === s,
      { timeout: 20_000 },
      street,
    );
    await fill(page, 'Street Address 2', 'Troisième étage', panel);
    await screenshot(page, `address-book-edit-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      click(page, `${panel} button[type="submit"]`),
    ]);
    await waitForText(page, 'You saved the address.');
    await waitForText(page, 'Troisième étage');
  });

  it(`deletes it after the confirmation (${width} px)`, async () => {
    await cardButton(page, 'Delete', street);
    await waitForText(page, 'Are you sure to delete this address?');
    await screenshot(page, `address-book-delete-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      click(page, '[role="dialog"] .button--primary'),
    ]);
    await waitForText(page, 'You deleted the address.');
    expect(await page.$eval('main', (el) => el.textContent ?? '')).not.toContain(street);
  });

  it(`fills the checkout's shipping address from the book (${width} px)`, async () => {
    await page.goto(url('/en-int/black-alligator-leather-strap-16-mm.html'), { waitUntil: 'networkidle0' });
    await click(page, 'main form[aria-label="Add to cart"] button[type="submit"]');
    await click(page, '[role="dialog"] .button--primary');
    await waitForText(page, 'You added Black alligator leather strap, 16 mm to your shopping cart.');
    await page.goto(url('/en-int/checkout'), { waitUntil: 'networkidle0' });
    const choice = await control(page, 'Use a saved address');
    const vendome = await page.$eval(
      '#checkout-saved-address',
      (select) =>
        [...(select as HTMLSelectElement).options].find((o) => o.text.includes('7 Place Vendôme'))?.value,
    );
    await choice.select(vendome!);
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="street.0"]') as HTMLInputElement | null)?.value ===
        '7 Place Vendôme',
      { timeout: 20_000 },
    );
    await screenshot(page, `address-book-checkout-${width}`);
    await click(page, '::-p-text(Insured courier)');
    await click(page, 'main form button[type="submit"]');
    await waitForText(page, 'Review & Payments');
    await waitForText(page, '7 Place Vendôme');
  });
});
