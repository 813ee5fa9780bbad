import type { LightMyRequestResponse } from 'fastify';
import { solveCaptcha, type CaptchaChallenge } from '../../common/captcha';
import { FAILURE_DELAY, LOGIN_LIMITS } from '../domain/customer/login';
import { Pacer } from '../lib/pacer';
import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

/** Every delay a failed sign-in asked for; the pacer's sleep records it instead of waiting. */
const delays: number[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { signInPacer: new Pacer(10, async (ms) => void delays.push(ms)) });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from rate_limit');
  delays.length = 0;
});

const EMAIL = 'anna.keller@example.com';
const PASSWORD = 'Caseback-Demo-1';
const INVALID = {
  errors: true,
  message:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  redirect_url: null,
};
const CAPTCHA_REQUIRED = {
  code: 'captcha_required',
  message: 'For your security, please complete the security check to sign in.',
  field: 'body.recaptcha',
};
const ACCOUNT_FREE = LOGIN_LIMITS.perAccount.max;
const ADDRESS_FREE = LOGIN_LIMITS.addressFailures.max;

async function startSession(): Promise<Record<string, string>> {
  const res = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer' });
  return cookiesOf(res);
}

async function solvedCaptcha(): Promise<string> {
  const res = await t.app.inject({ url: '/en-int/captcha/challenge' });
  return solveCaptcha(res.json<CaptchaChallenge>());
}

interface Attempt {
  email?: string;
  password?: string;
  recaptcha?: string | null;
  ip?: string;
}

/** A browser with one session signing in; each attempt posts the form as the storefront does. */
async function browser() {
  const jar = await startSession();
  return (attempt: Attempt = {}): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/en-int/customer/ajax/login',
      headers: { cookie: cookieHeader(jar), 'content-type': 'application/json' },
      payload: {
        username: attempt.email ?? EMAIL,
        password: attempt.password ?? PASSWORD,
        form_key: jar.form_key,
        recaptcha: attempt.recaptcha ?? null,
      },
      remoteAddress: attempt.ip ?? '192.0.2.10',
    });
}

/** Status and body of an answer: what a client can tell apart. */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json<unknown>() });

describe('failed sign-ins never lock the customer out', () => {
  it(`asks for the captcha after ${ACCOUNT_FREE} failures, and signs in with the right password and a captcha`, async () => {
    const login = await browser();
    for (let i = 0; i < ACCOUNT_FREE; i++) {
      expect(seen(await login({ password: `wrong-${i}` }))).toEqual({ status: 200, body: INVALID });
    }
    const withoutCaptcha = await login();
    expect(seen(withoutCaptcha)).toEqual({ status: 403, body: CAPTCHA_REQUIRED });
    expect(cookiesOf(withoutCaptcha).caseback_customer).toBeUndefined();

    const withCaptcha = await login({ recaptcha: await solvedCaptcha() });
    expect(seen(withCaptcha)).toEqual({
      status: 200,
      body: { errors: false, message: 'You are signed in.', redirect_url: null },
    });
    expect(cookiesOf(withCaptcha).caseback_customer).toBeDefined();
    // Signing in clears the mailbox's failures: the next sign-in needs no captcha.
    expect((await (await browser())()).json()).toMatchObject({ errors: false });
  });

  it('keeps judging the password once the captcha is required: a wrong one is refused, never locked', async () => {
    const login = await browser();
    for (let i = 0; i < ACCOUNT_FREE + 3; i++) await login({ password: `wrong-${i}` });
    expect(seen(await login({ password: 'wrong', recaptcha: await solvedCaptcha() }))).toEqual({
      status: 200,
      body: INVALID,
    });
    expect(seen(await login({ password: 'wrong' }))).toEqual({ status: 403, body: CAPTCHA_REQUIRED });
    expect((await login({ recaptcha: await solvedCaptcha() })).json()).toMatchObject({ errors: false });
  });

  it('refuses a captcha that is garbage or already used, with the reason, without checking the password', async () => {
    const login = await browser();
    for (let i = 0; i < ACCOUNT_FREE; i++) await login({ password: `wrong-${i}` });
    expect(seen(await login({ recaptcha: 'not-a-solution' }))).toEqual({
      status: 403,
      body: { ...CAPTCHA_REQUIRED, message: 'The security check failed. Please try again.' },
    });
    const recaptcha = await solvedCaptcha();
    expect((await login({ password: 'wrong', recaptcha })).json()).toEqual(INVALID);
    expect(seen(await login({ recaptcha }))).toEqual({
      status: 403,
      body: { ...CAPTCHA_REQUIRED, message: 'This security check was already used. Please try again.' },
    });
  });

  it('answers an unknown e-mail exactly as a known one, captcha requirement included', async () => {
    const sequence = async (email: string) => {
      const login = await browser();
      const answers = [];
      for (let i = 0; i < ACCOUNT_FREE + 2; i++)
        answers.push(seen(await login({ email, password: 'wrong' })));
      answers.push(seen(await login({ email, password: 'wrong', recaptcha: await solvedCaptcha() })));
      return answers;
    };
    const known = await sequence(EMAIL);
    const unknown = await sequence('nobody.here@example.com');
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 403, 403, 200]);
  });

  it(`judges at most ${ACCOUNT_FREE} passwords without a captcha, even when the guesses come in parallel`, async () => {
    const login = await browser();
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_FREE * 3 }, (_, i) => login({ password: `parallel-${i}` })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ACCOUNT_FREE);
    expect(statuses.filter((status) => status === 403)).toHaveLength(ACCOUNT_FREE * 2);
  });

  it('counts case and plus-tag variants of the e-mail as one mailbox', async () => {
    const login = await browser();
    const variants = ['Anna.Keller@Example.com', 'anna.keller+a@example.com', 'ANNA.KELLER+b@EXAMPLE.COM'];
    for (let i = 0; i < ACCOUNT_FREE; i++)
      await login({ email: variants[i % variants.length], password: 'x' });
    expect(seen(await login())).toEqual({ status: 403, body: CAPTCHA_REQUIRED });
  });

  it('slows each failure down more, up to a ceiling, and not once the captcha is solved', async () => {
    const login = await browser();
    for (let i = 0; i < ACCOUNT_FREE; i++) await login({ password: 'wrong' });
    await login({ password: 'wrong', recaptcha: await solvedCaptcha() });
    await login({ recaptcha: await solvedCaptcha() });
    expect(delays).toEqual([250, 500, 1000, 2000, 2000]);
    expect(Math.max(...delays)).toBe(FAILURE_DELAY.maxMs);
  });
});

describe('per client address', () => {
  it(`asks every attempt from an address for the captcha after ${ADDRESS_FREE} failures over many e-mails`, async () => {
    const login = await browser();
    const ip = '198.51.100.7';
    for (let i = 0; i < ADDRESS_FREE; i++) {
      expect((await login({ email: `guess${i}@example.com`, password: 'x', ip })).json()).toEqual(INVALID);
    }
    // A mailbox this address never tried, even with the right password: the address is suspect, not Anna.
    expect(seen(await login({ ip }))).toEqual({ status: 403, body: CAPTCHA_REQUIRED });
    expect((await login({ ip, recaptcha: await solvedCaptcha() })).json()).toMatchObject({ errors: false });
    // Another client is not affected (a new browser: signing in ended the old session).
    expect((await (await browser())({ ip: '198.51.100.8' })).json()).toMatchObject({ errors: false });
  });

  it(`answers 429 with Retry-After past ${LOGIN_LIMITS.perMailboxFromAddress.max} attempts for one mailbox from one address, and no one else`, async () => {
    const login = await browser();
    const ip = '198.51.100.11';
    const guess = { email: 'someone.else@example.com', password: 'x', ip };
    // The free attempts, then those that need the captcha (answered at once, nothing checked).
    for (let i = 0; i < LOGIN_LIMITS.perMailboxFromAddress.max; i++) {
      expect((await login(guess)).statusCode).toBe(i < ACCOUNT_FREE ? 200 : 403);
    }
    const limited = await login({ ...guess, recaptcha: await solvedCaptcha() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', retry_after_s: expect.any(Number) });
    // Anna signs in from the same address, and the limited mailbox's owner would from any other.
    expect((await login({ ip })).json()).toMatchObject({ errors: false });
    const elsewhere = await (await browser())({ ...guess, ip: '198.51.100.12' });
    expect(seen(elsewhere)).toEqual({ status: 403, body: CAPTCHA_REQUIRED });
  });

  it(`answers 429 with Retry-After past ${LOGIN_LIMITS.perAddress.max} attempts from one address`, async () => {
    const login = await browser();
    const ip = '198.51.100.9';
    // The first 99 attempts, as counted (sending them takes seconds on a loaded machine).
    await t.db.query(
      `insert into rate_limit (bucket, hits, window_ends_at) values ($1, $2, now() + interval '15 minutes')`,
      [`login:ip:${ip}`, LOGIN_LIMITS.perAddress.max - 1],
    );
    await t.db.query(
      `insert into rate_limit (bucket, hits, window_ends_at) values ($1, $2, now() + interval '15 minutes')`,
      [`login:ip-failed:${ip}`, LOGIN_LIMITS.perAddress.max - 1],
    );
    // The 100th still reaches the captcha check: refused for want of a captcha, not limited.
    expect(seen(await login({ ip }))).toEqual({ status: 403, body: CAPTCHA_REQUIRED });
    const limited = await login({ ip, recaptcha: await solvedCaptcha() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', retry_after_s: expect.any(Number) });
    // The customer is not: from anywhere else Anna signs in.
    expect((await login({ ip: '198.51.100.10' })).json()).toMatchObject({ errors: false });
  });
});
