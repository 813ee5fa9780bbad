import { solveCaptcha, type CaptchaChallenge } from '../../common/captcha';
import { WATCH_CHECK_LIMITS } from '../domain/watch-registration/limits';
import { WATCH_REGISTRATION_MESSAGES as M } from '../domain/watch-registration/messages';
import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from rate_limit');
  // Each test registers the fixed watches afresh; the demo customers' own three stay.
  await t.db.query(
    "delete from registered_watch where serial not in ('MA7H3P9D2', 'MA5R8T2W6', 'MA9J4N6B3')",
  );
});

const ANNA = 'anna.keller@example.com';
const KENJI = 'kenji.sato@example.com';

async function recaptcha(): Promise<string> {
  const res = await t.app.inject({ url: '/en-int/captcha/challenge' });
  return solveCaptcha(res.json<CaptchaChallenge>());
}

async function visitor(): Promise<Shopper> {
  const s = shopper(t);
  await s.section();
  return s;
}

async function customer(email: string): Promise<Shopper> {
  const s = await visitor();
  await s.signIn(email);
  return s;
}

const serialCheck = async (s: Shopper, serial: string, captcha?: string | null) =>
  s.page('POST', '/registermywatch/ajax/serialcheck', {
    serial,
    caseback: '',
    recaptcha: captcha === undefined ? await recaptcha() : captcha,
    form_key: s.jar.form_key,
  });

const casebackCheck = async (s: Shopper, caseback: string) =>
  s.page('POST', '/registermywatch/ajax/casebackcheck', {
    serial: '',
    caseback,
    recaptcha: await recaptcha(),
    form_key: s.jar.form_key,
  });

const register = (s: Shopper, serial: string, sku: string, extra: Record<string, unknown> = {}) =>
  s.page('POST', '/registermywatch/ajax/registerwatch', {
    serial,
    sku,
    newsletter_subscribe: 0,
    store_id: 1,
    form_key: s.jar.form_key,
    ...extra,
  });

const ownerOf = async (serial: string) =>
  (
    await t.db.query<{ email: string }>(
      'select c.email from registered_watch w join customer c on c.id = w.customer_id where w.serial = $1',
      [serial],
    )
  ).rows[0]?.email ?? null;

const customerIdOf = async (email: string) =>
  (await t.db.query<{ id: number }>('select id from customer where email = $1', [email])).rows[0]!.id;

describe('serial check', () => {
  it("answers a registry watch's product, with the signed-in customer's id or 0 for a guest", async () => {
    const guest = await serialCheck(await visitor(), 'ma2c4k7q1');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({
      success: true,
      message: '',
      customer_id: 0,
      data: { serial: 'MA2C4K7Q1', product: { product_sku: 'MA-HER-CHR-01-BLU-40' } },
    });
    const anna = await serialCheck(await customer(ANNA), 'MA2C4K7Q1');
    expect(anna.json()).toMatchObject({ success: true, customer_id: await customerIdOf(ANNA) });
  });

  it('refuses an unknown serial, one in your collection and one registered to someone else, without naming them', async () => {
    const anna = await customer(ANNA);
    expect((await serialCheck(anna, 'MAZZZZZZZ')).json()).toMatchObject({
      success: false,
      message: M.unknownSerial,
      data: null,
    });
    // MA7H3P9D2 is Anna's (seed), MA9J4N6B3 Kenji's.
    expect((await serialCheck(anna, 'MA7H3P9D2')).json()).toMatchObject({
      success: false,
      message: M.inYourCollection,
    });
    const elsewhere = (await serialCheck(anna, 'MA9J4N6B3')).json<{ message: string }>();
    expect(elsewhere.message).toBe(M.registeredElsewhere);
    expect(elsewhere.message).not.toMatch(/kenji|sato/i);
    expect((await serialCheck(await visitor(), 'MA7H3P9D2')).json()).toMatchObject({
      success: false,
      message: M.alreadyRegistered,
    });
  });

  it('needs a solved captcha, used once, and the form key', async () => {
    const s = await visitor();
    const none = await serialCheck(s, 'MA2C4K7Q1', null);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'captcha_required', field: 'body.recaptcha' });
    const solution = await recaptcha();
    expect((await serialCheck(s, 'MA2C4K7Q1', solution)).statusCode).toBe(200);
    const reused = await serialCheck(s, 'MA2C4K7Q1', solution);
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toMatchObject({ code: 'captcha_required' });
    const noKey = await s.page('POST', '/registermywatch/ajax/serialcheck', {
      serial: 'MA2C4K7Q1',
      caseback: '',
      recaptcha: await recaptcha(),
      form_key: 'AAAAAAAAAAAAAAAA',
    });
    expect(noKey.statusCode).toBe(403);
    expect(noKey.json()).toMatchObject({ code: 'form_key_invalid' });
  });

  it('refuses a serial or caseback of the wrong length', async () => {
    const s = await visitor();
    expect((await serialCheck(s, 'MA2C4K7Q')).statusCode).toBe(400);
    expect((await casebackCheck(s, '481516')).statusCode).toBe(400);
  });
});

describe('caseback check', () => {
  it('answers every product carrying the number, and no serial', async () => {
    const res = await casebackCheck(await visitor(), '2024117');
    const body = res.json<{ success: boolean; products: { product_sku: string }[] }>();
    expect(body.success).toBe(true);
    expect(body.products.map((p) => p.product_sku).sort()).toEqual([
      'MA-ATE-MPH-03-BLU-39',
      'MA-HOR-GMT-01-BLU-40',
      'MA-NAV-DIV-01-BLK-42',
    ]);
    expect(res.body).not.toMatch(/MA4D7G1K9|MA6N2Q8T5|MA1W5Y3M7/);
    const unique = (await casebackCheck(await visitor(), '4815162')).json<{ products: unknown[] }>();
    expect(unique.products).toHaveLength(1);
  });

  it('refuses an unknown number', async () => {
    expect((await casebackCheck(await visitor(), '0000000')).json()).toEqual({
      success: false,
      message: M.unknownCaseback,
      customer_id: 0,
      products: [],
    });
  });
});

describe('register watch', () => {
  it('adds the checked serial to the signed-in customer, once', async () => {
    const anna = await customer(ANNA);
    await serialCheck(anna, 'MA2C4K7Q1');
    const res = await register(anna, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40');
    expect(res.json()).toEqual({ success: true, message: M.registered });
    expect(await ownerOf('MA2C4K7Q1')).toBe(ANNA);
    // The check is spent.
    expect((await register(anna, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40')).json()).toEqual({
      success: false,
      message: M.checkAgain,
    });
    expect((await serialCheck(anna, 'MA2C4K7Q1')).json()).toMatchObject({ message: M.inYourCollection });
  });

  it("refuses a second customer the first one's watch", async () => {
    const anna = await customer(ANNA);
    const kenji = await customer(KENJI);
    await serialCheck(anna, 'MA2C4K7Q1');
    await serialCheck(kenji, 'MA2C4K7Q1');
    expect((await register(anna, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40')).json()).toMatchObject({
      success: true,
    });
    expect((await register(kenji, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40')).json()).toEqual({
      success: false,
      message: M.registeredElsewhere,
    });
    expect((await serialCheck(kenji, 'MA2C4K7Q1')).json()).toMatchObject({
      success: false,
      message: M.registeredElsewhere,
    });
    expect(await ownerOf('MA2C4K7Q1')).toBe(ANNA);
  });

  it('gives a watch two customers register at the same moment to one of them', async () => {
    const anna = await customer(ANNA);
    const kenji = await customer(KENJI);
    await serialCheck(anna, 'MA2C4K7Q1');
    await serialCheck(kenji, 'MA2C4K7Q1');
    const answers = await Promise.all([
      register(anna, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40'),
      register(kenji, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40'),
    ]);
    const bodies = answers.map((a) => a.json<{ success: boolean }>());
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect([ANNA, KENJI]).toContain(await ownerOf('MA2C4K7Q1'));
  });

  it('adds only what this session checked: not another serial, nor a serial with a caseback check', async () => {
    const anna = await customer(ANNA);
    expect((await register(anna, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40')).json()).toMatchObject({
      success: false,
      message: M.checkAgain,
    });
    await serialCheck(anna, 'MA2C4K7Q1');
    expect((await register(anna, 'MA3F6L2X8', 'MA-HER-AUT-02-IVO-38')).json()).toMatchObject({
      message: M.checkAgain,
    });
    await casebackCheck(anna, '2024117');
    expect((await register(anna, 'MA4D7G1K9', 'MA-HOR-GMT-01-BLU-40')).json()).toMatchObject({
      message: M.checkAgain,
    });
    expect(await ownerOf('MA4D7G1K9')).toBeNull();
  });

  it('resolves a caseback check and the chosen product to its watch', async () => {
    const anna = await customer(ANNA);
    await casebackCheck(anna, '2024117');
    const res = await register(anna, '', 'MA-NAV-DIV-01-BLK-42');
    expect(res.json()).toEqual({ success: true, message: M.registered });
    expect(await ownerOf('MA6N2Q8T5')).toBe(ANNA);
    // The other two products of that caseback are still free for their owners.
    const again = (await casebackCheck(await visitor(), '2024117')).json<{ products: unknown[] }>();
    expect(again.products).toHaveLength(2);
  });

  it('asks a guest to sign in, and adds the watch checked before signing in', async () => {
    const guest = await visitor();
    await serialCheck(guest, 'MA2C4K7Q1');
    const refused = await register(guest, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'unauthorized', message: M.signInFirst });
    await guest.signIn(KENJI);
    expect((await register(guest, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40')).json()).toMatchObject({
      success: true,
    });
    expect(await ownerOf('MA2C4K7Q1')).toBe(KENJI);
  });

  it('subscribes the customer to the newsletter when asked, and refuses another store id', async () => {
    const kenji = await customer(KENJI);
    await t.db.query('delete from newsletter_subscriber where lower(email) = $1', [KENJI]);
    await serialCheck(kenji, 'MA2C4K7Q1');
    const wrongStore = await register(kenji, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40', { store_id: 999 });
    expect(wrongStore.statusCode).toBe(400);
    expect(wrongStore.json()).toMatchObject({ field: 'body.store_id' });
    const res = await register(kenji, 'MA2C4K7Q1', 'MA-HER-CHR-01-BLU-40', { newsletter_subscribe: 1 });
    expect(res.json()).toMatchObject({ success: true });
    const { rows } = await t.db.query<{ status: string }>(
      'select status from newsletter_subscriber where lower(email) = $1',
      [KENJI],
    );
    expect(rows[0]?.status).toBe('subscribed');
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const s = await visitor();
    for (let i = 0; i < WATCH_CHECK_LIMITS.perAddress.max; i += 1) {
      expect((await serialCheck(s, 'MAZZZZZZZ')).statusCode).toBe(200);
    }
    const refused = await serialCheck(s, 'MA2C4K7Q1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it("limits an account's checks across addresses without locking the customer out of their account", async () => {
    const anna = await customer(ANNA);
    await t.db.query(
      `insert into rate_limit (bucket, hits, window_ends_at) values ($1, $2, now() + interval '1 hour')`,
      [`watch-check:customer:${await customerIdOf(ANNA)}`, WATCH_CHECK_LIMITS.perAccount.max],
    );
    expect((await serialCheck(anna, 'MA2C4K7Q1')).statusCode).toBe(429);
    // Signing in elsewhere and the account itself still work; another customer's checks are not held back.
    const elsewhere = await customer(ANNA);
    const account = await elsewhere.page('GET', '/customer/section/load?sections=customer');
    expect(account.json()).toMatchObject({ customer: { is_logged_in: true } });
    expect((await serialCheck(await customer(KENJI), 'MA2C4K7Q1')).statusCode).toBe(200);
  });
});
