import type { Browser, Page } from 'puppeteer-core';
import { e2eEnv, launch, openPage, release, screenshot, waitForText } from './browser';

// The forgotten password against the real server: from the sign-in form's link, ask for a reset, open the
// link of the mail in the development mailbox, choose a new password and sign in with it. Each viewport uses
// its own demo customer, and the journey puts the demo password back at the end (other journeys sign in).
const { baseUrl } = e2eEnv();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => release(browser));

const url = (path: string) => `${baseUrl}${path}`;
const DEMO_PASSWORD = 'Caseback-Demo-1';

/** Types into the control whose label reads `label` (the required marker left out). */
async function fill(page: Page, label: string, value: string) {
  const id = await page.waitForFunction(
    (wanted: string) => {
      for (const l of document.querySelectorAll<HTMLLabelElement>('main label')) {
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
  const selector = `#${String(await id.jsonValue())}`;
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

/** The path and query of the newest reset link mailed to `email`, read from the development mailbox. */
async function mailedResetPath(page: Page, email: string): Promise<string> {
  await page.goto(url('/dev/mailbox'), { waitUntil: 'networkidle0' });
  const href = await page.$$eval(
    'tbody tr',
    (rows, to) => {
      const row = rows.find(
        (r) => r.children[1]?.textContent === to && r.textContent?.includes('Reset your'),
      );
      return row?.querySelector('a')?.getAttribute('href') ?? null;
    },
    email,
  );
  if (!href) throw new Error(`no reset mail to ${email} in the mailbox`);
  await page.goto(url(href), { waitUntil: 'networkidle0' });
  const text = await page.$eval('pre', (el) => el.textContent ?? '');
  const link =
    /https?:\/\/[^/\s]+(\/[a-z-]+\/customer\/account\/createPassword\?token=[A-Za-z0-9_-]{43})/.exec(text);
  if (!link?.[1]) throw new Error(`no reset link in the mail to ${email}`);
  return link[1];
}

async function requestReset(page: Page, email: string) {
  await fill(page, 'Email', email);
  await page.click('main button[type="submit"]');
  await waitForText(page, `If there is an account associated with ${email} you will receive an email`);
}

async function chooseNewPassword(page: Page, path: string, password: string) {
  await page.goto(url(path), { waitUntil: 'networkidle0' });
  await fill(page, 'New Password', password);
  await fill(page, 'Confirm New Password', password);
  await page.click('main button ::-p-text(Set a New Password)');
  await waitForText(page, 'You updated your password.');
}

async function signIn(page: Page, email: string, password: string) {
  await fill(page, 'Email', email);
  await fill(page, 'Password', password);
  await page.click('main button ::-p-text(Sign in)');
}

describe.each([
  { viewport: 'mobile' as const, width: 390, email: 'kenji.sato@example.com' },
  { viewport: 'desktop' as const, width: 1440, email: 'louise.martin@example.com' },
])('at $width px', ({ viewport, width, email }) => {
  it('resets a forgotten password from the mailbox link and signs in with the new one', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(url('/en-int/customer/account/login'), { waitUntil: 'networkidle0' });
    await page.click('main a ::-p-text(Forgot Your Password?)');
    await page.waitForSelector('h1 ::-p-text(Forgot Your Password?)');
    await screenshot(page, `password-forgot-${width}`);
    await requestReset(page, email);
    await screenshot(page, `password-requested-${width}`);

    const link = await mailedResetPath(page, email);
    const newPassword = `Caseback-New-${width}`;
    await chooseNewPassword(page, link, newPassword);
    await screenshot(page, `password-updated-${width}`);

    // The link is spent: opening it again says so and offers a new one.
    await page.goto(url(link), { waitUntil: 'networkidle0' });
    await waitForText(page, 'Your password reset link has expired.');
    await screenshot(page, `password-link-expired-${width}`);

    await page.goto(url('/en-int/customer/account/login'), { waitUntil: 'networkidle0' });
    await signIn(page, email, DEMO_PASSWORD);
    await waitForText(page, 'The account sign-in was incorrect');
    await signIn(page, email, newPassword);
    await page.waitForFunction(() => !location.pathname.includes('/customer/account/login'), {
      timeout: 30_000,
    });

    expect(errors).toEqual([]);

    // Back to the demo password, the same way, for the journeys that sign in with it: as a visitor who is not
    // signed in (a reset signs out every session of the account, and a signed-in page would notice).
    const restore = await openPage(browser, viewport);
    await restore.page.goto(url('/en-int/customer/account/forgotpassword'), { waitUntil: 'networkidle0' });
    await requestReset(restore.page, email);
    await chooseNewPassword(restore.page, await mailedResetPath(restore.page, email), DEMO_PASSWORD);
    expect(restore.errors).toEqual([]);
  });
});
