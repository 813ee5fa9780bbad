import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from rate_limit');
  await t.db.query('delete from customer_password_reset');
  await t.db.query('delete from mail_outbox');
});

const EMAIL = 'louise.martin@example.com';
const OLD_PASSWORD = 'Caseback-Demo-1';
const REQUESTED = (email: string) =>
  `If there is an account associated with ${email} you will receive an email with a link to reset your password.`;
const EXPIRED = 'Your password reset link has expired.';

type Jar = Record<string, string>;

async function startSession(): Promise<Jar> {
  const res = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer' });
  return cookiesOf(res);
}

const post = (url: string, jar: Jar, body: Record<string, unknown>, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookieHeader(jar), 'content-type': 'application/json' },
    payload: body,
    remoteAddress: ip,
  });

async function requestReset(email: string, ip = '10.1.0.1') {
  const jar = await startSession();
  return post('/en-int/customer/account/forgotpasswordpost', jar, { email, form_key: jar.form_key }, ip);
}

async function signIn(password: string, email = EMAIL): Promise<{ signedIn: boolean; jar: Jar }> {
  const jar = await startSession();
  const res = await post(
    '/en-int/customer/ajax/login',
    jar,
    { username: email, password, form_key: jar.form_key },
    '10.9.0.1',
  );
  const body = res.json() as { errors: boolean };
  return { signedIn: res.statusCode === 200 && !body.errors, jar: { ...jar, ...cookiesOf(res) } };
}

const isSignedIn = async (jar: Jar) =>
  (
    (
      await t.app.inject({
        url: '/en-int/customer/section/load?sections=customer',
        headers: { cookie: cookieHeader(jar) },
      })
    ).json() as { customer: { is_logged_in: boolean } }
  ).customer.is_logged_in;

const mailsTo = async (email: string) =>
  (
    await t.db.query<{ subject: string; text: string; html: string }>(
      'select subject, text, html from mail_outbox where lower(to_address) = lower($1) order by id',
      [email],
    )
  ).rows;

/** The token of the newest mail's link, as the shopper's mail client shows it. */
async function mailedToken(email = EMAIL): Promise<string> {
  const mails = await mailsTo(email);
  const link =
    /https:\/\/shop\.example\/en-int\/customer\/account\/createPassword\?token=([A-Za-z0-9_-]{43})/.exec(
      mails.at(-1)?.text ?? '',
    );
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return link[1];
}

const checkToken = (token: string, ip = '10.1.0.1') =>
  t.app.inject({ url: `/en-int/customer/account/resetPasswordToken?token=${token}`, remoteAddress: ip });

async function setPassword(token: string, password: string, jar?: Jar, confirmation = password) {
  const session = jar ?? (await startSession());
  return post('/en-int/customer/account/resetpasswordpost', session, {
    token,
    password,
    password_confirmation: confirmation,
    form_key: session.form_key,
  });
}

describe('asking for a reset link', () => {
  it('answers the same for an account and an unknown address, and mails only the account', async () => {
    const known = await requestReset(EMAIL);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ errors: false, message: REQUESTED(EMAIL) });
    expect(unknown.json()).toEqual({ errors: false, message: REQUESTED('nobody-here@example.com') });
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    const [mail] = await mailsTo(EMAIL);
    expect(mail?.subject).toBe('Reset your Maison Aurèle password');
    expect(mail?.html).toContain('https://shop.example/en-int/customer/account/createPassword?token=');
  });

  it('keeps only the hash of the token, never the token itself', async () => {
    await requestReset(EMAIL);
    const token = await mailedToken();
    const { rows } = await t.db.query<{ token_hash: string }>(
      'select token_hash from customer_password_reset',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('finds the account whatever the case of the address', async () => {
    await requestReset(EMAIL.toUpperCase());
    expect(await mailsTo(EMAIL)).toHaveLength(1);
  });

  it('requires the form key of the session', async () => {
    const jar = await startSession();
    const res = await post('/en-int/customer/account/forgotpasswordpost', jar, {
      email: EMAIL,
      form_key: 'AAAAAAAAAAAAAAAA',
    });
    expect(res.statusCode).toBe(403);
    expect(await mailsTo(EMAIL)).toHaveLength(0);
  });

  it('refuses an address that is not an e-mail, naming the field', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'body.email' });
  });
});

describe('the link', () => {
  it('is usable once: the new password signs in, the old one no longer does', async () => {
    await requestReset(EMAIL);
    const token = await mailedToken();
    expect((await checkToken(token)).json()).toEqual({ valid: true, message: null });

    const done = await setPassword(token, 'Caseback-Demo-2');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      errors: false,
      message: 'You updated your password.',
      redirect_url: '/en-int/customer/account/login',
    });
    expect((await signIn('Caseback-Demo-2')).signedIn).toBe(true);
    expect((await signIn(OLD_PASSWORD)).signedIn).toBe(false);

    const again = await setPassword(token, 'Caseback-Demo-3');
    expect(again.json()).toEqual({
      errors: true,
      message: EXPIRED,
      redirect_url: '/en-int/customer/account/forgotpassword',
    });
    expect((await checkToken(token)).json()).toEqual({ valid: false, message: EXPIRED });
    expect((await signIn('Caseback-Demo-2')).signedIn).toBe(true);
    // Back to the demo password for the other tests.
    await requestReset(EMAIL);
    await setPassword(await mailedToken(), OLD_PASSWORD);
  });

  it('expires after an hour (by the database clock)', async () => {
    await requestReset(EMAIL);
    const token = await mailedToken();
    await t.db.query("update customer_password_reset set expires_at = expires_at - interval '59 minutes'");
    expect((await checkToken(token)).json()).toEqual({ valid: true, message: null });
    await t.db.query("update customer_password_reset set expires_at = expires_at - interval '61 seconds'");
    expect((await checkToken(token)).json()).toEqual({ valid: false, message: EXPIRED });
    expect((await setPassword(token, 'Caseback-Demo-2')).json()).toMatchObject({
      errors: true,
      message: EXPIRED,
    });
    expect((await signIn(OLD_PASSWORD)).signedIn).toBe(true);
  });

  it('is replaced by a newer request', async () => {
    await requestReset(EMAIL);
    const first = await mailedToken();
    await requestReset(EMAIL);
    const second = await mailedToken();
    expect(second).not.toBe(first);
    expect((await checkToken(first)).json()).toMatchObject({ valid: false });
    expect((await checkToken(second)).json()).toMatchObject({ valid: true });
  });

  it('answers an unknown token as expired', async () => {
    const made = 'A'.repeat(43);
    expect((await checkToken(made)).json()).toEqual({ valid: false, message: EXPIRED });
    expect((await setPassword(made, 'Caseback-Demo-2')).json()).toMatchObject({ errors: true });
  });

  it('refuses a malformed token, a short password and a confirmation that differs, without spending the link', async () => {
    expect((await checkToken('short')).statusCode).toBe(400);
    await requestReset(EMAIL);
    const token = await mailedToken();
    const short = await setPassword(token, 'Short1');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'body.password',
      message: 'Minimum length of this field must be equal or greater than 8 symbols.',
    });
    const mismatch = await setPassword(token, 'Caseback-Demo-2', undefined, 'Caseback-Demo-3');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      field: 'body.password_confirmation',
      message: "New Password and Confirm New Password values didn't match.",
    });
    expect((await checkToken(token)).json()).toMatchObject({ valid: true });
  });
});

describe('after the change', () => {
  it('ends every session of the customer, and signs this browser out when it was one of them', async () => {
    const phone = await signIn(OLD_PASSWORD);
    const laptop = await signIn(OLD_PASSWORD);
    const other = await signIn(OLD_PASSWORD, 'kenji.sato@example.com');
    expect(await isSignedIn(phone.jar)).toBe(true);

    await requestReset(EMAIL);
    const res = await setPassword(await mailedToken(), 'Caseback-Demo-2', laptop.jar);
    expect(res.json()).toMatchObject({ errors: false });
    const cookies = cookiesOf(res);
    expect(cookies.caseback_session).toBeDefined();
    expect(cookies.caseback_session).not.toBe(laptop.jar.caseback_session);

    expect(await isSignedIn(phone.jar)).toBe(false);
    expect(await isSignedIn(laptop.jar)).toBe(false);
    expect(await isSignedIn({ ...laptop.jar, ...cookies })).toBe(false);
    expect(await isSignedIn(other.jar)).toBe(true);

    await requestReset(EMAIL);
    await setPassword(await mailedToken(), OLD_PASSWORD);
  });
});

describe('limits', () => {
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('answers 429 with Retry-After past 3 requests for one mailbox, however it is spelled', async () => {
    const spellings = [EMAIL, EMAIL.toUpperCase(), 'louise.martin+again@example.com'];
    for (const [i, email] of spellings.entries()) {
      expect((await requestReset(email, `10.2.0.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await requestReset(EMAIL, '10.2.0.9');
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(3000);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // The plus-tagged spelling is no account of its own: only the two that reach the account were mailed.
    expect(await mailsTo(EMAIL)).toHaveLength(2);
  });

  it('counts an unknown mailbox like a known one', async () => {
    for (let i = 0; i < 3; i++) await requestReset('stranger@example.com', `10.3.0.${i + 1}`);
    expect((await requestReset('stranger@example.com', '10.3.0.9')).statusCode).toBe(429);
  });

  it('answers 429 past 10 requests from one client address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await requestReset(`someone${i}@example.com`, '10.4.0.1')).statusCode).toBe(200);
    }
    const refused = await requestReset('someone-else@example.com', '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect((await requestReset('someone-else@example.com', '10.4.0.2')).statusCode).toBe(200);
  });

  it('answers 429 past 20 token attempts from one client address', async () => {
    const made = 'B'.repeat(43);
    for (let i = 0; i < 20; i++) expect((await checkToken(made, '10.5.0.1')).statusCode).toBe(200);
    const refused = await checkToken(made, '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect((await checkToken(made, '10.5.0.2')).statusCode).toBe(200);
  });
});
