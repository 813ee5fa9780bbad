import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

/**
 * Session lifecycle as a browser sees it: anonymous visits store nothing, a session is stored once it holds
 * something, it ends after the idle limit or the absolute lifetime, the form key changes at sign-in, and a
 * customer can end every one of their sessions.
 */
let t: TestApp;
beforeAll(async () => {
  // Short limits, so that the expiry tests shift times by days that mean something here.
  t = await createTestApp({ sessionLifetime: { idleDays: 3, maxDays: 10 } });
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const EMAIL = 'louise.martin@example.com';
const WATCH_SKU = 'MA-HER-CHR-01-BLU-40';

const sessionRows = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from session')).rows[0]!.n;

const customerOf = async (s: Shopper) =>
  (
    (await s.page('GET', '/customer/section/load?sections=customer')).json() as {
      customer: { is_logged_in: boolean };
    }
  ).customer;

/** Moves a stored session's clock back by whole days (the database's own now(), no sleeping). */
const ageSession = (s: Shopper, column: 'last_seen_at' | 'created_at', days: number) =>
  t.db.query(
    `update session set ${column} = ${column} - make_interval(days => $2)
      where id_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [s.jar.caseback_session, days],
  );

describe('anonymous visits', () => {
  it('store no session: cookie-less reads and section loads leave the session table unchanged', async () => {
    const before = await sessionRows();
    const urls = [
      '/en-int/customer/section/load?sections=customer,cart',
      '/rest/en-int/V1/caseback-compare/items',
      '/en-int/checkout/ajax/last-order',
      '/en-gb/customer/section/load?sections=cart',
    ];
    for (let i = 0; i < 20; i++) {
      const url = urls[i % urls.length]!;
      const res = await t.app.inject({ url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect([200, 404]).toContain(res.statusCode);
      // Every one of them still hands out a session token and its form key, for the posts to come.
      expect(cookiesOf(res)).toEqual({
        caseback_session: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        form_key: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      });
    }
    expect(await sessionRows()).toBe(before);
  });

  it('keep their token and form key across requests, and posts with that key pass, still without a row', async () => {
    const s = shopper(t);
    await s.section();
    const first = { ...s.jar };
    const again = await s.page('GET', '/customer/section/load?sections=cart');
    expect(again.cookies).toHaveLength(0);
    const before = await sessionRows();
    // A store-scoped post checked against the form key (signing out a guest changes nothing).
    const posted = await s.page('POST', '/customer/ajax/logout', { form_key: first.form_key });
    expect(posted.statusCode).toBe(200);
    const refused = await s.page('POST', '/customer/ajax/logout', { form_key: 'AAAAAAAAAAAAAAAA' });
    expect(refused.statusCode).toBe(403);
    expect(s.jar.caseback_session).toBe(first.caseback_session);
    expect(await sessionRows()).toBe(before);
  });

  it('refuse a token the server did not sign, and give a new one', async () => {
    const made = 'A'.repeat(43);
    const res = await t.app.inject({
      url: '/en-int/customer/section/load?sections=customer',
      headers: { cookie: `caseback_session=${made}; form_key=BBBBBBBBBBBBBBBB` },
    });
    expect(cookiesOf(res).caseback_session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookiesOf(res).caseback_session).not.toBe(made);
  });
});

describe('a session is stored once it holds something', () => {
  it('a guest cart stores it, once, and the cart section finds the cart by it', async () => {
    const s = shopper(t);
    await s.section();
    const before = await sessionRows();
    const cartId = await s.createGuestCart();
    await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH_SKU, qty: 1 } });
    expect(await sessionRows()).toBe(before + 1);
    expect((await s.section()).summary_count).toBe(1);
    // The token and the form key did not change: a page already open still posts.
    const again = await s.page('GET', '/customer/section/load?sections=cart');
    expect(again.cookies).toHaveLength(0);
  });

  it('two first writes at once agree on one row', async () => {
    const s = shopper(t);
    await s.section();
    const before = await sessionRows();
    const [a, b] = await Promise.all([s.createGuestCart(), s.createGuestCart()]);
    expect(a).not.toBe(b);
    expect(await sessionRows()).toBe(before + 1);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(distinct session_hash)::int as n from cart where masked_id = any($1::text[])`,
      [[a, b]],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a compare list stores it', async () => {
    const s = shopper(t);
    const { rows } = await t.db.query<{ id: number }>(
      "select id from product where parent_id is null and is_visible and sku like 'MA-%' order by id limit 1",
    );
    const before = await sessionRows();
    const res = await s.rest('POST', '/caseback-compare/items', { product_id: rows[0]!.id });
    expect(res.statusCode).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    expect(((await s.rest('GET', '/caseback-compare/items')).json() as { count: number }).count).toBe(1);
  });
});

describe('session lifetime', () => {
  async function withCart(): Promise<Shopper> {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH_SKU, qty: 1 } });
    expect((await s.section()).summary_count).toBe(1);
    return s;
  }

  it('ends after the idle limit without a request', async () => {
    const s = await withCart();
    const token = s.jar.caseback_session;
    await ageSession(s, 'last_seen_at', 2);
    // Within the limit: still the same session, and the request moves its last use to now.
    expect((await s.section()).summary_count).toBe(1);
    await ageSession(s, 'last_seen_at', 3);
    expect((await s.section()).summary_count).toBe(0);
    expect(s.jar.caseback_session).not.toBe(token);
  });

  it('ends after the absolute lifetime however often it is used', async () => {
    const s = await withCart();
    await ageSession(s, 'created_at', 9);
    expect((await s.section()).summary_count).toBe(1);
    await ageSession(s, 'created_at', 1);
    expect((await s.section()).summary_count).toBe(0);
  });

  it('keeps both cookies for the absolute lifetime: the server decides when the session ended', async () => {
    const res = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer' });
    for (const cookie of res.cookies) expect(cookie.maxAge).toBe(10 * 24 * 3600);
  });
});

describe('sign-in', () => {
  it('gives the session a new form key, and the old one is refused', async () => {
    const s = shopper(t);
    await s.section();
    const before = { ...s.jar };
    await s.signIn(EMAIL);
    expect(s.jar.form_key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(s.jar.form_key).not.toBe(before.form_key);
    expect(s.jar.caseback_session).not.toBe(before.caseback_session);

    const stale = await s.page('POST', '/customer/ajax/logout', { form_key: before.form_key });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'form_key_invalid' });
    expect((await customerOf(s)).is_logged_in).toBe(true);
    const fresh = await s.page('POST', '/customer/ajax/logout', { form_key: s.jar.form_key });
    expect(fresh.statusCode).toBe(200);
    expect((await customerOf(s)).is_logged_in).toBe(false);
  });

  it('ends the session it replaced: its token is not honoured again, not even as an anonymous one', async () => {
    const s = shopper(t);
    await s.section();
    const before = { ...s.jar };
    await s.signIn(EMAIL);
    const replay = await t.app.inject({
      url: '/en-int/customer/section/load?sections=customer',
      headers: { cookie: cookieHeader(before) },
    });
    expect((replay.json() as { customer: { is_logged_in: boolean } }).customer.is_logged_in).toBe(false);
    const given = cookiesOf(replay);
    expect(given.caseback_session).toBeDefined();
    expect(given.caseback_session).not.toBe(before.caseback_session);
    expect(given.form_key).not.toBe(before.form_key);
  });
});

describe('sign-out everywhere', () => {
  const everywhere = (s: Shopper) =>
    s.page('POST', '/customer/ajax/logoutEverywhere', { form_key: s.jar.form_key });

  it("ends every session of the customer, this one included, and no one else's", async () => {
    const phone = shopper(t);
    const laptop = shopper(t);
    const someoneElse = shopper(t);
    await phone.signIn(EMAIL);
    await laptop.signIn(EMAIL);
    await someoneElse.signIn('kenji.sato@example.com');

    const res = await everywhere(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errors: false, message: 'You are signed out on every device.' });
    expect(cookiesOf(res).caseback_customer).toBe('logout');

    expect((await customerOf(laptop)).is_logged_in).toBe(false);
    expect((await customerOf(phone)).is_logged_in).toBe(false);
    expect((await customerOf(someoneElse)).is_logged_in).toBe(true);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from session s join customer c on c.id = s.customer_id
        where c.email = $1 and s.expires_at > now()`,
      [EMAIL],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('answers 401 when nobody is signed in, and 403 without the form key', async () => {
    const guest = shopper(t);
    await guest.section();
    const res = await everywhere(guest);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Please sign in to sign out everywhere.' });
    const forged = await guest.page('POST', '/customer/ajax/logoutEverywhere', {
      form_key: 'AAAAAAAAAAAAAAAA',
    });
    expect(forged.statusCode).toBe(403);
  });
});
