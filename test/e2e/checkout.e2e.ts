import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { addDays, formatPickupDisplay, todayInTimeZone } from '../../src/common/checkout/pickup';
import { e2eEnv, launch, openPage, release, screenshot, waitForText } from './browser';

// The checkout journeys against the real server: a guest buys a watch with a gift box, a gift message and a
// boutique pickup through pay-later; the demo customer buys a strap through the wallet express checkout. (A
// Japanese address filled from its postcode: the ja-jp store's journey in languages.e2e.ts.)
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const mainText = (page: Page) => page.$eval('main', (el) => el.textContent ?? '');
const click = async (page: Page, selector: string) =>
  (await page.waitForSelector(selector, { visible: true }))!.click();
/** The visible form control a shopper knows by its label (the label's text without a required marker). */
async function control(page: Page, label: string): Promise<ElementHandle<Element>> {
  const handle = await page
    .waitForFunction(
      (wanted: string) => {
        const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
        const byAria = [...document.querySelectorAll(`[aria-label="${wanted}"]`)].find(
          (el) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) && visible(el),
        );
        if (byAria) return byAria;
        for (const l of document.querySelectorAll('label')) {
          const text = (l.textContent ?? '')
            .replace(/\*|\(required\)/g, '')
            .replace(/\s+/g, ' ')
            .trim();
          if (text === wanted && l.control && visible(l.control)) return l.control;
        }
        return null;
      },
      { timeout: 20_000 },
      label,
    )
    .catch(async (err: unknown) => {
      const labels = await page.$$eval('label', (all) => all.map((l) => (l.textContent ?? '').trim()));
      throw new Error(
        `No visible control labelled "${label}" (labels: ${labels.join(' | ')}): ${String(err)}`,
      );
    });
  const element = handle.asElement();
  if (!element) throw new Error(`No control labelled ${label}`);
  return element as ElementHandle<Element>;
}

async function fill(page: Page, label: string, value: string) {
  const field = await control(page, label);
  await field.click({ count: 3 });
  await field.type(value);
}

const choose = async (page: Page, label: string, value: string) => (await control(page, label)).select(value);

/** Keeps every dataLayer event across page loads, so events pushed just before leaving the shop count too. */
async function recordDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  const events: Record<string, unknown>[] = [];
  await page.exposeFunction('__e2eRecord', (event: Record<string, unknown>) => void events.push(event));
  await page.evaluateOnNewDocument(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const record = (window as unknown as { __e2eRecord: (e: unknown) => void }).__e2eRecord;
      items.forEach((item) => record(JSON.parse(JSON.stringify(item))));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return events;
}

async function addToCart(page: Page, path: string, name: string, { strap = false } = {}) {
  await page.goto(url(path), { waitUntil: 'networkidle0' });
  await click(page, 'main form[aria-label="Add to cart"] button[type="submit"]');
  // A strap waits for the straps popup's OK (spec 2.3).
  if (strap) await click(page, '[role="dialog"] .button--primary');
  await waitForText(page, `You added ${name} to your shopping cart.`);
}

async function fillAddress(page: Page, address: Record<string, string>) {
  for (const [label, value] of Object.entries(address)) await fill(page, label, value);
}

it('a guest buys a watch with a gift box, a gift message and a boutique pickup, paying later', async () => {
  const { page, errors } = await openPage(browser, 'desktop');
  const events = await recordDataLayer(page);
  await addToCart(page, '/en-int/heritage-chronograph-40.html', 'Heritage Chronograph');
  await page.waitForSelector('header ::-p-aria(My Cart \\(1 item\\))');

  await click(page, 'header ::-p-aria(My Cart \\(1 item\\))');
  await click(page, '::-p-text(View and edit cart)');
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Shopping Cart');
  await click(page, 'main input[type="checkbox"]');
  await waitForText(page, 'You added a gift box.');
  await waitForText(page, 'Insured delivery');
  expect(await mainText(page)).toContain('Gift box');

  await click(page, 'main aside ::-p-text(Add a gift message)');
  await fill(page, 'To', 'Louise');
  await fill(page, 'From', 'Anna');
  await fill(page, 'Message', 'Happy birthday €');
  await waitForText(page, 'Character (€) is not currently supported.');
  await click(page, 'main aside form button[type="submit"]');
  await waitForText(page, 'Your gift message has been saved.');
  await screenshot(page, 'cart-1440');

  await click(page, '::-p-text(Proceed to Checkout)');
  await control(page, 'Email Address');
  await fillAddress(page, {
    'Email Address': 'guest.buyer@example.com',
    'First Name': 'Louise',
    'Last Name': 'Martin',
    'Street Address 1': 'Rue du Rhône 48',
    City: 'Genève',
    'Zip/Postal Code': '1204',
    'Phone Number': '+41 22 310 00 00',
  });
  await choose(page, 'Country', 'CH');
  await click(page, '::-p-text(Boutique pickup)');
  const pickup = formatPickupDisplay(addDays(todayInTimeZone('Europe/Zurich'), 10));
  await fill(page, 'Pickup date', pickup);
  await choose(page, 'Pickup time', '11:00');
  await screenshot(page, 'checkout-shipping-1440');
  await click(page, 'main form button[type="submit"]');

  await click(page, '::-p-text(Pay later in 3 instalments)');
  await waitForText(page, 'Happy birthday');
  await screenshot(page, 'checkout-payment-1440');
  await click(page, '::-p-text(Place Order)');
  await page.waitForFunction(() => location.pathname.startsWith('/sandbox/pay/'), { timeout: 20_000 });
  expect(events).toContainEqual(expect.objectContaining({ event: 'order placed' }));
  expect(events.filter((e) => e.event === 'checkout_step').map((e) => e.step_code ?? e.step)).toEqual(
    expect.arrayContaining(['shipping', 'payment']),
  );
  await waitForText(page, 'Sandbox Pay later');
  await click(page, '::-p-text(Approve)');

  await waitForText(page, 'Thank you for your purchase!');
  const orderNumber = /Your order number is: (\d{9})\./.exec(await mainText(page))?.[1];
  expect(orderNumber).toBeDefined();
  expect(await mainText(page)).toContain(pickup);
  expect(events).toContainEqual(expect.objectContaining({ page_type: 6 }));
  await screenshot(page, 'checkout-success-1440');

  await page.goto(url('/dev/mailbox'), { waitUntil: 'networkidle0' });
  expect(await page.$eval('body', (el) => el.textContent)).toContain(
    `Your Maison Aurèle order ${orderNumber}`,
  );
  expect(errors).toEqual([]);
});

it('the demo customer buys a strap through the wallet express checkout', async () => {
  const { page, errors } = await openPage(browser, 'mobile');
  const events = await recordDataLayer(page);
  await page.goto(url('/en-int/customer/account/login'), { waitUntil: 'networkidle0' });
  await fill(page, 'Email', 'anna.keller@example.com');
  await fill(page, 'Password', 'Caseback-Demo-1');
  await click(page, 'main form button[type="submit"]');
  await waitForText(page, 'Hello, Anna');

  await addToCart(
    page,
    '/en-int/black-alligator-leather-strap-16-mm.html',
    'Black alligator leather strap, 16 mm',
    { strap: true },
  );
  await page.goto(url('/en-int/checkout'), { waitUntil: 'networkidle0' });
  await fillAddress(page, {
    'First Name': 'Anna',
    'Last Name': 'Keller',
    'Street Address 1': 'Bahnhofstrasse 12',
    City: 'Zürich',
    'Zip/Postal Code': '8001',
    'Phone Number': '+41 44 000 00 00',
  });
  await choose(page, 'Country', 'CH');
  await click(page, '::-p-text(Insured courier)');
  await click(page, 'main form button[type="submit"]');
  await click(page, 'main button.button--wallet');
  await page.waitForFunction(() => location.pathname.startsWith('/sandbox/pay/'), { timeout: 20_000 });
  expect(events).toContainEqual(expect.objectContaining({ event: 'express_checkout' }));
  expect(events).toContainEqual(expect.objectContaining({ event: 'order placed' }));
  await waitForText(page, 'Sandbox Wallet');
  await screenshot(page, 'sandbox-wallet-390');
  await click(page, '::-p-text(Approve)');
  await waitForText(page, 'Thank you for your purchase!');
  await screenshot(page, 'checkout-success-390');
  expect(errors).toEqual([]);
});
