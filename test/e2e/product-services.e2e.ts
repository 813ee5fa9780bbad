import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, waitForText } from './browser';

// The product services' journeys against the real server: reserve a watch in a boutique, ask for a video
// appointment, and subscribe to a sold-out variation's back-in-stock alert, then receive its mail after the ERP
// feed restocks it. Every form's mail is read from the development mailbox.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const CHRONOGRAPH = '/en-int/heritage-chronograph-40.html';
const dialogText = (page: Page) => page.$eval('[role="dialog"]', (el) => el.textContent ?? '');

/** Types into (or picks) the control of the open dialog whose label reads `label`. */
async function fill(page: Page, label: string, value: string) {
  const id = await page.waitForFunction(
    (wanted: string) => {
      for (const l of document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label, main label')) {
        const text = (l.textContent ?? '')
          .replace(/\*|\(required\)/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        if (text === wanted && l.control) return l.control.id;
      }
      return null;
    },
    { timeout: 20_000 },
    label,
  );
  // React's ids hold colons: an attribute selector needs no escaping.
  const selector = `[id="${String(await id.jsonValue())}"]`;
  const tag = await page.$eval(selector, (el) => el.tagName);
  if (tag === 'SELECT') await page.select(selector, value);
  else await page.type(selector, value);
}

async function tickTerms(page: Page) {
  await page.$$eval('[role="dialog"] input[type="checkbox"][name="terms"]', (boxes) =>
    boxes.forEach((b) => (b as HTMLInputElement).click()),
  );
}

async function mailbox(page: Page): Promise<string> {
  await page.goto(url('/dev/mailbox'), { waitUntil: 'networkidle0' });
  return page.$eval('body', (el) => el.textContent ?? '');
}

it('reserves a watch in a boutique, in three steps, and the shopper gets the mail', async () => {
  const { page, errors } = await openPage(browser, 'desktop');
  await page.goto(url(CHRONOGRAPH), { waitUntil: 'networkidle0' });
  await page.click('button ::-p-text(Check & Reserve)');
  await page.waitForSelector('[role="dialog"]');
  expect(await dialogText(page)).toContain('Step 1 of 3');

  // The boutiques for this watch load once the dialog is open.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="dialog"] select option')].some(
        (o) => (o as HTMLOptionElement).value,
      ),
    { timeout: 20_000 },
  );
  const boutique = await page.$eval('[role="dialog"] select', (select) => {
    const option = [...(select as HTMLSelectElement).options].find((o) => o.value && !o.disabled);
    return option?.value ?? '';
  });
  expect(boutique).not.toBe('');
  await page.select('[role="dialog"] select', boutique);
  await page.click('[role="dialog"] button ::-p-text(Next Step)');
  await waitForText(page, 'Step 2 of 3');
  await fill(page, 'First Name', 'Clara');
  await fill(page, 'Last Name', 'Meier');
  await fill(page, 'Email', 'clara.meier@example.com');
  await fill(page, 'Phone Number', '+41 44 000 00 00');
  await page.click('[role="dialog"] button ::-p-text(Submit)');
  await waitForText(page, 'This is a required field.');
  await tickTerms(page);
  await page.click('[role="dialog"] button ::-p-text(Submit)');
  await waitForText(page, 'Step 3 of 3');
  const buttons = await page.$$eval('[role="dialog"] button', (bs) =>
    bs.map((b) => b.textContent?.trim()).filter((t) => t && t !== '×'),
  );
  expect(buttons).toContain('Close');
  expect(buttons).not.toContain('Submit');
  await screenshot(page, 'reservation-done-1440');

  expect(await mailbox(page)).toContain('clara.meier@example.com');
  expect(errors).toEqual([]);
});

it('requests a video appointment on a phone, and the form is pre-filled next time', async () => {
  const { page, errors } = await openPage(browser, 'mobile');
  await page.goto(url(CHRONOGRAPH), { waitUntil: 'networkidle0' });
  await page.click('button ::-p-text(Book an online appointment)');
  await page.waitForSelector('[role="dialog"]');
  expect(await dialogText(page)).toContain('Make an online appointment with the Maison Aurèle Team');
  await fill(page, 'First Name', 'Kenji');
  await fill(page, 'Last Name', 'Mori');
  await fill(page, 'Email', 'kenji.mori@example.com');
  await fill(page, 'Phone Number', '+81 3 0000 0000');
  await page.$eval('[role="dialog"] select', (select) => {
    const s = select as HTMLSelectElement;
    s.value = [...s.options].find((o) => o.value)!.value;
    s.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await tickTerms(page);
  await page.click('[role="dialog"] button ::-p-text(Submit)');
  await page.waitForSelector('[role="dialog"] button ::-p-text(Close)', { timeout: 30_000 });
  const layer = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
  expect(layer).toContainEqual(expect.objectContaining({ event: 'video_appointment' }));
  await screenshot(page, 'appointment-done-390');
  await page.click('[role="dialog"] button ::-p-text(Close)');

  await page.reload({ waitUntil: 'networkidle0' });
  await page.click('button ::-p-text(Book an online appointment)');
  await page.waitForSelector('[role="dialog"] input');
  const prefilled = await page.$$eval('[role="dialog"] input', (inputs) =>
    inputs.map((i) => (i as HTMLInputElement).value),
  );
  expect(prefilled).toEqual(expect.arrayContaining(['Kenji', 'Mori', 'kenji.mori@example.com']));

  expect(await mailbox(page)).toContain('kenji.mori@example.com');
  expect(errors).toEqual([]);
});

it("on a phone, 'Notify me' stays under the finger while the corrected e-mail's error clears", async () => {
  const { page, errors } = await openPage(browser, 'mobile');
  await page.goto(url('/en-int/atelier-tourbillon-40.html'), { waitUntil: 'networkidle0' });
  await page.waitForSelector('.stock-alert');
  const email = '.stock-alert input[type="email"]';
  const submit = '.stock-alert button[type="submit"]';
  const errorLine = '.stock-alert .form-field__error';
  // A typo, then the next field: the error shows.
  await page.type(email, 'kai.berg@example');
  await page.focus('.stock-alert input[type="checkbox"]');
  await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent !== '', {}, errorLine);
  // Corrected: the error is still there until the field loses the focus.
  await page.click(email);
  await page.type(email, '.com');
  const box = (await (await page.$(submit))!.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // The finger presses the button: the field loses the focus and the error clears; the button must not move
  // before the finger lifts, or the release lands beside it and nothing is sent.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent === '', {}, errorLine);
  const pressed = (await (await page.$(submit))!.boundingBox())!;
  expect({ x: pressed.x, y: pressed.y }).toEqual({ x: box.x, y: box.y });
  await page.mouse.up();
  await waitForText(page, 'You are subscribed');
  await screenshot(page, 'back-in-stock-390');
  expect(errors).toEqual([]);
});

it('subscribes to a sold-out watch and receives the mail once the ERP feed restocks it', async () => {
  const { page, errors } = await openPage(browser, 'desktop');
  await page.goto(url('/en-int/atelier-tourbillon-40.html'), { waitUntil: 'networkidle0' });
  await page.waitForSelector('.stock-alert');
  await fill(page, 'Email', 'ines.roth@example.com');
  await page.click('.stock-alert button[type="submit"]');
  await waitForText(page, 'You are subscribed');
  const layer = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
  expect(layer).toContainEqual(expect.objectContaining({ event: 'back_in_stock_subscription' }));
  await screenshot(page, 'back-in-stock-1440');

  // The ERP feed's token: the server wrote it into its data directory at first boot.
  const token =
    process.env.ERP_TOKEN ?? readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'erp-token'), 'utf8').trim();
  const response = await fetch(url('/rest/V1/caseback-erp/stock-items/MA-ATE-TOU-01-SIL-40'), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ qty: 3 }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { notified: number }).notified).toBeGreaterThanOrEqual(1);

  expect(await mailbox(page)).toContain('ines.roth@example.com');
  expect(errors).toEqual([]);
});
