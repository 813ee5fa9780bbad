import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, type VIEWPORTS } from './browser';

// The newsletter and contact journeys against the real server, on a phone and on a desktop: subscribe on the
// newsletter page, confirm from the link mailed to the development mailbox, unsubscribe; send the contact
// form and find the message in the shop's mail.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const waitForText = (page: Page, text: string, timeout = 30_000) =>
  page.waitForFunction((t: string) => (document.body.textContent ?? '').includes(t), { timeout }, text);

/** Types into the control whose label reads `label` (the required mark left out). */
async function fill(page: Page, label: string, value: string) {
  const id = await page.waitForFunction(
    (wanted: string) => {
      for (const l of document.querySelectorAll<HTMLLabelElement>('main label, [role="dialog"] label')) {
        const text = (l.textContent ?? '').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
        if (text === wanted && l.control) return l.control.id;
      }
      return null;
    },
    { timeout: 20_000 },
    label,
  );
  const selector = `[id="${String(await id.jsonValue())}"]`;
  const tag = await page.$eval(selector, (el) => el.tagName);
  if (tag === 'SELECT') await page.select(selector, value);
  else await page.type(selector, value);
}

/** The newest mail to `to` whose subject starts with `subject`, as its text version. */
async function mailText(page: Page, to: string, subject: string): Promise<string> {
  await page.goto(url('/dev/mailbox'), { waitUntil: 'networkidle0' });
  const href = await page.$$eval(
    'tbody tr',
    (rows, wantedTo, wantedSubject) => {
      for (const row of rows) {
        const cells = row.querySelectorAll('td');
        const link = cells[0]?.querySelector('a');
        if (cells[1]?.textContent === wantedTo && link?.textContent?.startsWith(wantedSubject)) {
          return link.getAttribute('href');
        }
      }
      return null;
    },
    to,
    subject,
  );
  expect(href).not.toBeNull();
  await page.goto(url(href!), { waitUntil: 'networkidle0' });
  return page.$eval('pre', (el) => el.textContent ?? '');
}

const journeys: [keyof typeof VIEWPORTS, number][] = [
  ['mobile', 390],
  ['desktop', 1440],
];

describe.each(journeys)('on a %s (%i px)', (viewport, width) => {
  const email = `e2e.newsletter.${width}@example.com`;

  it('subscribes on the newsletter page, confirms from the mailbox, then unsubscribes', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(url('/en-int/newsletter/subscribe'), { waitUntil: 'networkidle0' });
    await fill(page, 'Email', email);
    await page.click('button ::-p-text(Tell us more about you)');
    await fill(page, 'First name', 'Inès');
    await fill(page, 'Gender', 'female');
    await fill(page, 'Country', 'FR');
    const dob = await page.$eval('input[type="date"]', (el) => ({
      min: el.getAttribute('min'),
      max: el.getAttribute('max'),
    }));
    expect(dob.min && dob.max && dob.min < dob.max).toBeTruthy();
    await screenshot(page, `newsletter-subscribe-${width}`);
    await page.click('main button[type="submit"]');
    await waitForText(page, 'The confirmation request has been sent.');
    // 700 ms later the page goes to redirect_to, the store's home.
    await page.waitForFunction(() => window.location.pathname === '/en-int/', { timeout: 20_000 });

    const text = await mailText(page, email, 'Confirm your subscription');
    const link = /https?:\/\/[^\s]+\/en-int\/newsletter\/confirm\?code=[0-9a-f]{64}/.exec(text)?.[0];
    expect(link).toBeDefined();
    // The mail links to PUBLIC_URL; the journey stays on the server under test.
    const { pathname, search } = new URL(link!);
    await page.goto(url(pathname + search), { waitUntil: 'networkidle0' });
    await waitForText(page, 'Your subscription has been confirmed.');
    await screenshot(page, `newsletter-confirmed-${width}`);
    const cookie = (await page.cookies()).find((c) => c.name === 'newsletter_subscriber');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      status: 'subscribed',
      gender: 'female',
      country: 'FR',
    });
    // The same link works once.
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText(page, 'This is an invalid subscription confirmation code.');

    await page.goto(url('/en-int/newsletter/unsubscribe'), { waitUntil: 'networkidle0' });
    await fill(page, 'Email', email);
    await page.click('main button[type="submit"]');
    await waitForText(page, 'You unsubscribed.');
    await screenshot(page, `newsletter-unsubscribed-${width}`);
    expect(await mailText(page, email, 'You have unsubscribed')).toContain('will no longer receive');
    expect(errors).toEqual([]);
  });

  it('sends the contact form, and the message lands in the shop mail', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(url('/en-int/contact'), { waitUntil: 'networkidle0' });
    await fill(page, 'Name', `Inès Moreau ${width}`);
    await fill(page, 'Email', `e2e.contact.${width}@example.com`);
    await fill(page, 'Phone Number', '+33 1 42 60 00 00');
    await fill(page, "What's on your mind?", 'Could my Heritage Chronograph be serviced in Geneva?');
    await screenshot(page, `contact-${width}`);
    await page.click('main button[type="submit"]');
    await waitForText(
      page,
      "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
    );
    const text = await mailText(page, 'contact@maison-aurele.example', `Contact form: Inès Moreau ${width}`);
    expect(text).toContain(`Email: e2e.contact.${width}@example.com`);
    expect(text).toContain('Could my Heritage Chronograph be serviced in Geneva?');
    expect(errors).toEqual([]);
  });
});

it('toggles the e-mail preference in the slide-in panel for a signed-in customer', async () => {
  const { page, errors } = await openPage(browser, 'desktop');
  await page.goto(url('/en-int/customer/account/login'), { waitUntil: 'networkidle0' });
  await fill(page, 'Email', 'louise.martin@example.com');
  await fill(page, 'Password', 'Caseback-Demo-1');
  await page.click('main button[type="submit"]');
  // A signed-in customer lands on the store's home.
  await page.waitForFunction(() => window.location.pathname === '/en-int/', { timeout: 20_000 });
  await page.goto(url('/en-int/newsletter/manage'), { waitUntil: 'networkidle0' });
  await waitForText(page, 'You do not receive our newsletter at louise.martin@example.com.');
  await page.click('button ::-p-text(Edit e-mail preferences)');
  await page.waitForSelector('[role="dialog"] input[type="checkbox"]');
  await page.click('[role="dialog"] input[type="checkbox"]');
  await waitForText(page, 'We have saved the subscription.');
  await screenshot(page, 'newsletter-preferences-1440');
  expect(
    await page.$eval('[role="dialog"] input[type="checkbox"]', (el) => (el as HTMLInputElement).checked),
  ).toBe(true);
  expect(errors).toEqual([]);
});
