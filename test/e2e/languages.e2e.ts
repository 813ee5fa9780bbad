import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, waitForText } from './browser';

// Issue 13: a guest buys a watch in each language's store and reads her order e-mail, in French, German and
// Japanese. Labels are looked up in the language's catalogue by id (so the journey follows the translators'
// wording), and a few texts are asserted literally, so that a catalogue that only copied English fails too.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;

/** One language's catalogue (src/common/i18n/translations/{language}/*.json), by message id. */
function catalogue(language: string): (id: string, values?: Record<string, string>) => string {
  const dir = join(__dirname, '../../src/common/i18n/translations', language);
  const messages: Record<string, string> = Object.assign(
    {},
    ...readdirSync(dir).map(
      (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>,
    ),
  );
  return (id, values = {}) => {
    const message = messages[id];
    if (message === undefined) throw new Error(`${language}: no message ${id}`);
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

const mainText = (page: Page) => page.$eval('main', (el) => el.textContent ?? '');
const click = async (page: Page, selector: string) =>
  (await page.waitForSelector(selector, { visible: true }))!.click();

/** The visible form control with this label (a required marker aside). */
async function control(page: Page, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (wanted: string) => {
      for (const l of document.querySelectorAll('label')) {
        const text = (l.textContent ?? '').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
        if (text === wanted && l.control && (l.control as HTMLElement).offsetParent !== null)
          return l.control;
      }
      return null;
    },
    { timeout: 20_000 },
    label,
  );
  return handle.asElement() as ElementHandle<Element>;
}
const fill = async (page: Page, label: string, value: string) => (await control(page, label)).type(value);

const STORES = [
  {
    code: 'fr-ch',
    language: 'fr',
    viewport: 'desktop' as const,
    description: 'Née d’un dessin des années 1930 conservé dans nos archives',
    telephone: '+41 22 310 00 00',
    country: 'CH',
    address: { street: 'Rue du Rhône 48', city: 'Genève', postcode: '1204' },
  },
  {
    // France reads the same French as Switzerland, in euros and on a phone.
    code: 'fr-fr',
    language: 'fr',
    viewport: 'mobile' as const,
    description: 'Née d’un dessin des années 1930 conservé dans nos archives',
    telephone: '+33 1 42 60 00 00',
    country: 'FR',
    address: { street: '12 place Vendôme', city: 'Paris', postcode: '75001' },
  },
  {
    code: 'de-ch',
    language: 'de',
    viewport: 'desktop' as const,
    description: 'Sie geht auf einen Entwurf der 1930er-Jahre aus unserem Archiv zurück',
    telephone: '+41 44 211 00 00',
    country: 'CH',
    address: { street: 'Bahnhofstrasse 12', city: 'Zürich', postcode: '8001' },
  },
  {
    code: 'ja-jp',
    language: 'ja',
    viewport: 'mobile' as const,
    description: '当メゾンのアーカイブに残る1930年代のデザインに基づき',
    telephone: '03-1234-5678',
    country: 'JP',
    address: { street: '神宮前1-2-3', city: '', postcode: '150-0001' },
  },
];

describe.each(STORES)('a guest in the $code store', (store) => {
  const t = catalogue(store.language);

  it('buys a watch in the store’s language and gets the order e-mail in it', async () => {
    const { page, errors } = await openPage(browser, store.viewport);
    await page.goto(url(`/${store.code}/heritage-chronograph-40.html`), { waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (el) => el.lang)).toBe(store.language);
    await waitForText(page, store.description);
    if (store.language === 'ja') await screenshot(page, 'languages-ja-jp-product-390');
    await click(page, `main form[aria-label="${t('product.addToCart.form')}"] button[type="submit"]`);
    await waitForText(page, t('common.addedToCart', { name: 'Heritage Chronograph' }));

    await page.goto(url(`/${store.code}/checkout/cart`), { waitUntil: 'networkidle0' });
    await waitForText(page, t('cart.proceedToCheckout'));
    await click(page, `main ::-p-text(${t('cart.proceedToCheckout')})`);

    await fill(page, t('checkout.email'), `guest.${store.code}@example.com`);
    await (await control(page, t('common.country'))).select(store.country);
    await fill(page, t('common.firstName'), 'Claire');
    await fill(page, t('common.lastName'), 'Fontaine');
    await fill(page, t('common.postcode'), store.address.postcode);
    if (store.country === 'JP') {
      // The postcode fills the prefecture and the city from the real postal data.
      await page.waitForFunction(
        () =>
          (document.querySelector('input[name="city"]') as HTMLInputElement | null)?.value.includes('渋谷区'),
        { timeout: 20_000 },
      );
      const region = await page.$eval(
        'select[name="region_id"]',
        (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent,
      );
      expect(region).toBe('東京都');
    } else await fill(page, t('common.city'), store.address.city);
    await fill(page, t('common.streetLine1'), store.address.street);
    await fill(page, t('common.telephone'), store.telephone);
    await click(page, 'input[type="radio"][value="flatrate_flatrate"]');
    if (store.language === 'ja') await screenshot(page, 'languages-ja-jp-checkout-390');
    await click(page, 'main form button[type="submit"]');

    await click(page, 'input[type="radio"][value="caseback_paylater"]');
    await click(page, `main ::-p-text(${t('checkout.placeOrder')})`);
    await page.waitForFunction(() => location.pathname.startsWith('/sandbox/pay/'), { timeout: 20_000 });
    await click(page, `::-p-text(${t('payment.approve')})`);

    await waitForText(page, t('checkout.successTitle'));
    const numberPattern = new RegExp(
      t('checkout.orderNumber', { number: '(\\d{9})' }).replace(/[.]/g, '\\.'),
    );
    const orderNumber = numberPattern.exec(await mainText(page))?.[1];
    expect(orderNumber).toMatch(/^\d{9}$/);

    await page.goto(url('/dev/mailbox'), { waitUntil: 'networkidle0' });
    const subject = t('mail.order.subject', { brand: 'Maison Aurèle', incrementId: orderNumber! });
    expect(await page.$eval('body', (el) => el.textContent)).toContain(subject);
    expect(errors).toEqual([]);
  });
});
