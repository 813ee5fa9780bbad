import { COOKIE } from '../../common/cookie-names';
import { REGISTRATION_LIMITS } from '../domain/registration/limits';
import { REGISTRATION_MESSAGES } from '../domain/registration/messages';
import { welcomeMailSubject } from '../domain/registration/welcome-mail';
import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const PASSWORD = 'Watch-Lover-88';
let counter = 0;
const freshEmail = () => `new.customer.${++counter}.${Date.now()}@example.com`;

const registration = (s: Shopper, overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  gender: 2,
  firstname: 'Claire',
  lastname: 'Dubois',
  dob: '1988-04-17',
  is_subscribed: true,
  form_key: s.jar.form_key,
  ...overrides,
});

async function visitor(): Promise<Shopper> {
  const s = shopper(t);
  await s.section();
  return s;
}

const register = (s: Shopper, body: Record<string, unknown>) =>
  s.page('POST', '/myaccount/ajax/register', body);
const checkEmail = (s: Shopper, email: string) =>
  s.page('POST', '/myaccount/ajax/isEmailAvailable', { email, form_key: s.jar.form_key });
const customerSection = async (s: Shopper) =>
  (await s.page('GET', '/customer/section/load?sections=customer')).json() as {
    customer: { is_logged_in: boolean; firstname: string | null; email: string | null };
  };

describe('isEmailAvailable', () => {
  it('answers true for a free address and the message of 2.8 for a taken one, whatever its case', async () => {
    const s = await visitor();
    const free = await checkEmail(s, freshEmail());
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ availability: true, message: '' });
    const taken = await checkEmail(s, 'Anna.Keller@Example.com');
    expect(taken.json()).toEqual({ availability: false, message: REGISTRATION_MESSAGES.emailTaken });
  });

  it('requires the session form key and a valid e-mail', async () => {
    const s = await visitor();
    const noKey = await s.page('POST', '/myaccount/ajax/isEmailAvailable', { email: freshEmail() });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ field: 'body.form_key' });
    const bad = await checkEmail(s, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'body.email' });
    const wrongKey = await s.page('POST', '/myaccount/ajax/isEmailAvailable', {
      email: freshEmail(),
      form_key: 'AAAAAAAAAAAAAAAA',
    });
    expect(wrongKey.statusCode).toBe(403);
  });

  it('is limited per client address (429 with Retry-After), other addresses unaffected', async () => {
    const s = await visitor();
    const { max } = REGISTRATION_LIMITS.emailChecks;
    for (let i = 0; i < max; i += 1) expect((await checkEmail(s, freshEmail())).statusCode).toBe(200);
    const refused = await checkEmail(s, freshEmail());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    const other = await visitor();
    expect((await checkEmail(other, freshEmail())).statusCode).toBe(200);
  });
});

describe('registerCustomer', () => {
  it('creates the customer with a scrypt hash, the newsletter choice and every field', async () => {
    const s = await visitor();
    const body = registration(s);
    const res = await register(s, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: REGISTRATION_MESSAGES.registered,
      redirect_url: '/en-int/customer/account',
    });
    const { rows } = await t.db.query<{
      password_hash: string;
      firstname: string;
      gender: string;
      dob: string;
      is_newsletter_subscribed: boolean;
    }>(
      `select password_hash, firstname, gender, to_char(dob, 'YYYY-MM-DD') as dob, is_newsletter_subscribed
         from customer where email = $1`,
      [body.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstname: 'Claire',
      gender: '2',
      dob: '1988-04-17',
      is_newsletter_subscribed: true,
    });
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain(PASSWORD);
    const subscriber = await t.db.query(
      'select source from newsletter_subscriber where lower(email) = lower($1)',
      [body.email],
    );
    expect(subscriber.rows).toEqual([{ source: 'registration' }]);
  });

  it('signs the new customer in at once: new session, customer cookie, sections, and the password works', async () => {
    const s = await visitor();
    const before = s.jar[COOKIE.session];
    const body = registration(s, { is_subscribed: false });
    const res = await register(s, body);
    expect(res.json()).toMatchObject({ success: true });
    expect(s.jar[COOKIE.session]).toBeDefined();
    expect(s.jar[COOKIE.session]).not.toBe(before);
    expect(s.jar[COOKIE.invalidateSections]).toBe('customer,cart,wishlist');
    const cookie = JSON.parse(Buffer.from(s.jar[COOKIE.customer]!, 'base64').toString()) as { email: string };
    expect(cookie.email).toBe(body.email);
    expect((await customerSection(s)).customer).toMatchObject({ is_logged_in: true, firstname: 'Claire' });
    const subscribed = await t.db.query('select is_newsletter_subscribed from customer where email = $1', [
      body.email,
    ]);
    expect(subscribed.rows).toEqual([{ is_newsletter_subscribed: false }]);

    const again = shopper(t);
    await again.section();
    const login = await again.page('POST', '/customer/ajax/login', {
      username: body.email,
      password: PASSWORD,
      form_key: again.jar.form_key,
    });
    expect(login.json()).toMatchObject({ errors: false });
  });

  it('keeps the guest cart the shopper filled before registering', async () => {
    const s = await visitor();
    const cartId = await s.createGuestCart();
    const add = await s.rest('POST', `/guest-carts/${cartId}/items`, {
      cartItem: { sku: 'MA-STR-ALL-BLU-20', qty: 1 },
    });
    expect(add.statusCode).toBe(200);
    expect((await register(s, registration(s))).json()).toMatchObject({ success: true });
    const cart = (await s.rest('GET', '/carts/mine')).json() as { items: { sku: string; qty: number }[] };
    expect(cart.items.map((i) => [i.sku, i.qty])).toEqual([['MA-STR-ALL-BLU-20', 1]]);
  });

  it('writes the welcome mail to the outbox (the development mailbox)', async () => {
    const s = await visitor();
    const body = registration(s);
    await register(s, body);
    const { rows } = await t.db.query<{ subject: string; text: string; html: string }>(
      'select subject, text, html from mail_outbox where to_address = $1',
      [body.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe(welcomeMailSubject());
    expect(rows[0]!.text).toContain('Dear Claire Dubois,');
    expect(rows[0]!.text).toContain('/en-int/customer/account/login');
    const mailbox = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(mailbox.body).toContain(welcomeMailSubject());
  });

  it('refuses an e-mail that holds an account, in any case, and creates nothing', async () => {
    const s = await visitor();
    const res = await register(s, registration(s, { email: 'ANNA.KELLER@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message: REGISTRATION_MESSAGES.emailTaken,
      redirect_url: null,
    });
    expect((await customerSection(s)).customer.is_logged_in).toBe(false);
    const { rows } = await t.db.query(
      "select count(*)::int as n from customer where lower(email) = 'anna.keller@example.com'",
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('lets exactly one of two simultaneous registrations of one e-mail through', async () => {
    const a = await visitor();
    const b = await visitor();
    const email = freshEmail();
    const answers = await Promise.all([
      register(a, registration(a, { email })),
      register(b, registration(b, { email: email.toUpperCase() })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => (r.json() as { success: boolean }).success).sort()).toEqual([false, true]);
  });

  it.each([
    ['a short password', { password: 'Ab-1', password_confirmation: 'Ab-1' }, 'body.password'],
    [
      'a password of two classes',
      { password: 'abcdefgh12', password_confirmation: 'abcdefgh12' },
      'body.password',
    ],
    ['a different confirmation', { password_confirmation: 'Watch-Lover-89' }, 'body.password_confirmation'],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'body.dob'],
    ['a date of birth before the range', { dob: '1800-01-01' }, 'body.dob'],
    ['an impossible date', { dob: '1990-02-31' }, 'body.dob'],
    ['a blank first name', { firstname: '   ' }, 'body.firstname'],
    ['no last name', { lastname: undefined }, 'body.lastname'],
    ['an unknown gender', { gender: 7 }, 'body.gender'],
    ['an invalid e-mail', { email: 'claire@' }, 'body.email'],
  ])('refuses %s with a 400 naming the field, and creates nothing', async (_label, overrides, field) => {
    const s = await visitor();
    const body = registration(s, overrides);
    const res = await register(s, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field });
    const { rows } = await t.db.query('select 1 from customer where email = $1', [body.email]);
    expect(rows).toHaveLength(0);
  });

  it('requires the session form key', async () => {
    const s = await visitor();
    const res = await register(s, registration(s, { form_key: 'AAAAAAAAAAAAAAAA' }));
    expect(res.statusCode).toBe(403);
  });

  it('is limited per client address (429 with Retry-After), other addresses unaffected', async () => {
    const s = await visitor();
    const { max } = REGISTRATION_LIMITS.registrations;
    // Refused attempts count too: a script cannot probe e-mails through the register call instead.
    for (let i = 0; i < max; i += 1) {
      expect((await register(s, registration(s, { email: 'anna.keller@example.com' }))).statusCode).toBe(200);
    }
    const refused = await register(s, registration(s));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await visitor();
    expect((await register(other, registration(other))).json()).toMatchObject({ success: true });
  });
});

describe('store configuration', () => {
  it('serves the registration settings: auto-open flag and the date-of-birth range', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/store/config' });
    expect(res.json()).toMatchObject({
      registration: { open_modal_automatically: false, dob_year_range: 120, dob_max_days_ago: 1 },
    });
  });
});
