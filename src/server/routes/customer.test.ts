import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const EMAIL = 'anna.keller@example.com';
const PASSWORD = 'Caseback-Demo-1';

/** A browser visit: loading sections starts a session and hands out the form key cookie. */
async function startSession(): Promise<Record<string, string>> {
  const res = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer,cart' });
  expect(res.statusCode).toBe(200);
  return cookiesOf(res);
}

const login = (jar: Record<string, string>, body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/en-int/customer/ajax/login',
    headers: { cookie: cookieHeader(jar), 'content-type': 'application/json' },
    payload: body,
    remoteAddress: ip,
  });

const sections = async (jar: Record<string, string>) =>
  (
    await t.app.inject({
      url: '/en-int/customer/section/load?sections=customer,cart',
      headers: { cookie: cookieHeader(jar) },
    })
  ).json() as {
    customer: { is_logged_in: boolean; firstname: string | null };
    cart: { summary_count: number };
  };

describe('sessions', () => {
  it('starts a session with an httpOnly cookie and a readable form key cookie', async () => {
    const res = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer,cart' });
    const session = res.cookies.find((c) => c.name === 'caseback_session')!;
    const formKey = res.cookies.find((c) => c.name === 'form_key')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(formKey.httpOnly).toBeFalsy();
    expect(formKey.value).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      customer: { is_logged_in: false },
      cart: { summary_count: 0, items: [] },
    });
  });

  it('keeps the same session on the next request', async () => {
    const jar = await startSession();
    const res = await t.app.inject({
      url: '/en-int/customer/section/load?sections=cart',
      headers: { cookie: cookieHeader(jar) },
    });
    expect(res.cookies).toHaveLength(0);
    expect(Object.keys(res.json() as object)).toEqual(['cart']);
  });

  it('rejects section names outside the configured ones', async () => {
    const res = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer,secrets' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'query.sections' });
  });
});

describe('sign-in', () => {
  it('requires the session form key', async () => {
    const jar = await startSession();
    const missing = await login(jar, { username: EMAIL, password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'body.form_key' });
    const wrong = await login(jar, { username: EMAIL, password: PASSWORD, form_key: 'AAAAAAAAAAAAAAAA' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 'form_key_invalid',
      message: 'Invalid form key. Please refresh the page.',
      field: 'body.form_key',
    });
  });

  it('signs in, rotates the session id, sets the customer cookie and shows the customer in sections', async () => {
    const jar = await startSession();
    const res = await login(jar, { username: EMAIL, password: PASSWORD, form_key: jar.form_key });
    expect(res.json()).toEqual({ errors: false, message: 'You are signed in.', redirect_url: null });
    const set = cookiesOf(res);
    expect(set.caseback_session).toBeDefined();
    expect(set.caseback_session).not.toBe(jar.caseback_session);
    expect(JSON.parse(Buffer.from(set.caseback_customer!, 'base64').toString())).toMatchObject({
      email: EMAIL,
    });
    expect(set.section_data_clean).toBe('customer,cart,wishlist');
    const after = { ...jar, ...set };
    expect((await sections(after)).customer).toMatchObject({ is_logged_in: true, firstname: 'Anna' });
    // The old session id is dead: replaying it is a guest again.
    expect((await sections(jar)).customer.is_logged_in).toBe(false);
  });

  it('answers errors: true for a wrong password or an unknown e-mail', async () => {
    const jar = await startSession();
    const message =
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    const wrong = await login(jar, { username: EMAIL, password: 'nope-nope', form_key: jar.form_key });
    expect(wrong.json()).toEqual({ errors: true, message, redirect_url: null });
    const unknown = await login(jar, {
      username: 'nobody@example.com',
      password: 'x',
      form_key: jar.form_key,
    });
    expect(unknown.json()).toEqual({ errors: true, message, redirect_url: null });
    expect(cookiesOf(wrong).caseback_customer).toBeUndefined();
  });

  it('validates the e-mail with the storefront rule', async () => {
    const jar = await startSession();
    const res = await login(jar, { username: 'anna@localhost', password: PASSWORD, form_key: jar.form_key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'body.username must be a valid email',
      field: 'body.username',
    });
  });

  // Failed attempts, the captcha they lead to and the per-address limits: customer-sign-in-limits.test.ts.
});

describe('sign-out', () => {
  it('ends the customer session and marks the customer cookie as logout', async () => {
    const jar = await startSession();
    const signedIn = {
      ...jar,
      ...cookiesOf(await login(jar, { username: EMAIL, password: PASSWORD, form_key: jar.form_key })),
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/en-int/customer/ajax/logout',
      headers: { cookie: cookieHeader(signedIn), 'content-type': 'application/json' },
      // Signing in gave the session a new form key (its cookie came with the sign-in answer).
      payload: { form_key: signedIn.form_key },
    });
    expect(res.json()).toEqual({ errors: false, message: 'You are signed out.' });
    const set = cookiesOf(res);
    expect(set.caseback_customer).toBe('logout');
    expect((await sections({ ...signedIn, ...set })).customer.is_logged_in).toBe(false);
    expect((await sections(signedIn)).customer.is_logged_in).toBe(false);
  });
});
