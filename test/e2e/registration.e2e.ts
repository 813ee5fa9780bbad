import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, type VIEWPORTS, waitForText } from './browser';
import { seriousViolations } from './axe';

// Account registration against the real server: the four-step modal, opened from the header (desktop) or from
// the sign-in page's 'New customers' block (mobile, where the header keeps only 'Sign in'), ends signed in,
// with the header greeting the new customer and the welcome mail in the development mailbox.
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const dialogText = (page: Page) => page.$eval('[role="dialog"]', (el) => el.textContent ?? '');

/** Types into (or picks) the control of the open dialog whose label reads `label`. */
async function fill(page: Page, label: string, value: string) {
  const id = await page.waitForFunction(
    (wanted: string) => {
      for (const l of document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')) {
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

const clickInDialog = (page: Page, text: string) => page.click(`[role="dialog"] button ::-p-text(${text})`);

async function register(viewport: keyof typeof VIEWPORTS) {
  const { page, errors } = await openPage(browser, viewport);
  const email = `e2e.${viewport}.${Date.now()}@example.com`;
  if (viewport === 'desktop') {
    await page.goto(url('/en-int/'), { waitUntil: 'networkidle0' });
    await page.click('.account-menu button ::-p-text(Create an account)');
  } else {
    await page.goto(url('/en-int/customer/account/login'), { waitUntil: 'networkidle0' });
    await page.click('.sign-in-page__new button ::-p-text(Create an account)');
  }
  await page.waitForSelector('[role="dialog"] .registration');
  expect(await dialogText(page)).toContain('Step 1 of 4');

  // A taken e-mail: the server's message under the field, gone as soon as the shopper edits it.
  await fill(page, 'Email', 'anna.keller@example.com');
  await fill(page, 'Password', 'Watch-Lover-88');
  await fill(page, 'Confirm Password', 'Watch-Lover-88');
  await clickInDialog(page, 'Next');
  await waitForText(page, 'There is already an account with this email address.');
  await screenshot(page, `registration-email-taken-${viewport}`);
  const emailSelector = '[role="dialog"] input[type="email"]';
  await page.click(emailSelector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(emailSelector, email);
  expect(await dialogText(page)).not.toContain('There is already an account');

  await clickInDialog(page, 'Next');
  await waitForText(page, 'Step 2 of 4');
  await fill(page, 'Title', '2');
  await fill(page, 'First Name', 'Claire');
  await fill(page, 'Last Name', 'Dubois');
  await screenshot(page, `registration-personal-${viewport}`);
  expect(await seriousViolations(page)).toEqual([]);
  await clickInDialog(page, 'Next');
  await waitForText(page, 'Step 3 of 4');
  await page.click('[role="dialog"] input[type="checkbox"][name="is_subscribed"]');
  await clickInDialog(page, 'Create an account');
  await waitForText(page, 'Thank you for registering with');
  expect(await dialogText(page)).toContain('Step 4 of 4');
  // Signed in at once: the header greets the new customer behind the modal.
  await page.waitForSelector('.account-menu__greeting');
  expect(await page.$eval('.account-menu__greeting', (el) => el.textContent)).toContain('Claire');
  await screenshot(page, `registration-confirmation-${viewport}`);

  await clickInDialog(page, 'Continue');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  // Magento's next stop for a new customer: the account dashboard.
  await page.waitForFunction(() => location.pathname === '/en-int/customer/account');
  await page.waitForSelector('::-p-text(Sign out)');
  await screenshot(page, `registration-signed-in-${viewport}`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(url('/dev/mailbox'), { waitUntil: 'networkidle0' });
  const mailbox = await page.$eval('body', (el) => el.textContent ?? '');
  expect(mailbox).toContain(email);
  expect(mailbox).toContain('Welcome to');
  expect(errors).toEqual([]);
  await page.browserContext().close();
}

it('registers through the modal at 1440 px and lands signed in, with the welcome mail', async () => {
  await register('desktop');
});

it('registers through the modal at 390 px and lands signed in, with the welcome mail', async () => {
  await register('mobile');
});
