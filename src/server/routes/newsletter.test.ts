import type { LightMyRequestResponse } from 'fastify';
import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { cookieHeader, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENT = { errors: false, message: 'The confirmation request has been sent.' };
const UNSUBSCRIBED = { errors: false, message: 'You unsubscribed.' };
const INVALID_CODE = { errors: true, message: 'This is an invalid subscription confirmation code.' };
const CONFIRMATION_SUBJECT = 'Confirm your subscription to the Maison Aurèle newsletter';

// Each post comes from its own client address unless a test says otherwise: per-address limits stay apart.
let lastAddress = 0;
const nextAddress = () => `10.21.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`;

async function browser(): Promise<Shopper> {
  const s = shopper(t);
  await s.section();
  return s;
}

/** The page's form post as the storefront sends it: urlencoded fields, the session cookie, the form key. */
async function postForm(
  s: Shopper,
  path: string,
  fields: Record<string, string>,
  ip = nextAddress(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/en-int/newsletter/subscriber/${path}`,
    remoteAddress: ip,
    headers: {
      cookie: cookieHeader(s.jar),
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
    },
    payload: new URLSearchParams({ form_key: s.jar.form_key!, ...fields }).toString(),
  });
}

const subscribe = (s: Shopper, fields: Record<string, string>, ip?: string) => postForm(s, 'new', fields, ip);
const unsubscribe = (s: Shopper, email: string, ip?: string) => postForm(s, 'unsubscribe', { email }, ip);
const confirm = (s: Shopper, code: string) =>
  s.page('POST', '/newsletter/subscriber/confirm', { code, form_key: s.jar.form_key });

const subscriber = async (email: string) =>
  (
    await t.db.query<{
      status: string;
      customer_id: number | null;
      gender: string | null;
      country_id: string | null;
    }>(
      'select status, customer_id, gender, country_id from newsletter_subscriber where lower(email) = lower($1)',
      [email],
    )
  ).rows[0] ?? null;

const mailsTo = async (email: string) =>
  (
    await t.db.query<{ subject: string; text: string; html: string }>(
      'select subject, text, html from mail_outbox where to_address = $1 order by id',
      [email],
    )
  ).rows;

/** The code of the last confirmation link mailed to the address. */
async function mailedCode(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((m) => m.subject === CONFIRMATION_SUBJECT).pop();
  const match = /\/en-int\/newsletter\/confirm\?code=([0-9a-f]{64})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`No confirmation link mailed to ${email}`);
  return match[1]!;
}

const accountFlag = async (email: string) =>
  (
    await t.db.query<{ is_newsletter_subscribed: boolean }>(
      'select is_newsletter_subscribed from customer where email = $1',
      [email],
    )
  ).rows[0]!.is_newsletter_subscribed;

const subscriberCookie = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name === 'newsletter_subscriber');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as unknown) : null;
};

describe('subscribing on the newsletter page (double opt-in)', () => {
  it('mails a confirmation link and keeps the address not_active until it is followed', async () => {
    const s = await browser();
    const res = await subscribe(s, {
      email: 'ines.moreau@example.com',
      firstname: 'Inès',
      gender: 'female',
      dob: '1988-04-12',
      country_id: 'FR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(subscriberCookie(res)).toEqual({ status: 'not_active', gender: 'female', country: 'FR' });
    expect(await subscriber('ines.moreau@example.com')).toMatchObject({
      status: 'not_active',
      gender: 'female',
      country_id: 'FR',
    });
    const [mail] = await mailsTo('ines.moreau@example.com');
    expect(mail!.subject).toBe(CONFIRMATION_SUBJECT);
    expect(mail!.html).toContain('http://localhost:3000/en-int/newsletter/confirm?code=');

    const confirmed = await confirm(s, await mailedCode('ines.moreau@example.com'));
    expect(confirmed.json()).toEqual({ errors: false, message: 'Your subscription has been confirmed.' });
    expect(subscriberCookie(confirmed)).toEqual({ status: 'subscribed', gender: 'female', country: 'FR' });
    expect((await subscriber('ines.moreau@example.com'))!.status).toBe('subscribed');
  });

  it('accepts each code once: a second use, or a code from an earlier mail, is invalid', async () => {
    const s = await browser();
    await subscribe(s, { email: 'once@example.com' });
    const first = await mailedCode('once@example.com');
    await subscribe(s, { email: 'once@example.com' });
    const second = await mailedCode('once@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(s, first)).json()).toEqual(INVALID_CODE);
    expect((await confirm(s, second)).json()).toMatchObject({ errors: false });
    const again = await confirm(s, second);
    expect(again.json()).toEqual(INVALID_CODE);
    expect(again.cookies.find((c) => c.name === 'newsletter_subscriber')).toBeUndefined();
  });

  it('refuses an expired code and leaves the address not_active', async () => {
    const s = await browser();
    await subscribe(s, { email: 'late@example.com' });
    const code = await mailedCode('late@example.com');
    await t.db.query(
      `update newsletter_subscriber set confirm_expires_at = now() - interval '1 second' where email = $1`,
      ['late@example.com'],
    );
    expect((await confirm(s, code)).json()).toEqual(INVALID_CODE);
    expect((await subscriber('late@example.com'))!.status).toBe('not_active');
  });

  it('answers the same for an address already subscribed, and mails nothing more', async () => {
    const s = await browser();
    // Anna is on the list (seed).
    const before = (await mailsTo('anna.keller@example.com')).length;
    const res = await subscribe(s, { email: 'Anna.Keller@example.com' });
    expect(res.json()).toEqual(SENT);
    expect(subscriberCookie(res)).toEqual({ status: 'not_active', gender: null, country: null });
    expect(await mailsTo('anna.keller@example.com')).toHaveLength(before);
    expect((await subscriber('anna.keller@example.com'))!.status).toBe('subscribed');
  });

  it("subscribes a signed-in customer's own address at once, on the account too", async () => {
    const s = await browser();
    await s.signIn('kenji.sato@example.com');
    expect(await accountFlag('kenji.sato@example.com')).toBe(false);
    const res = await subscribe(s, { email: 'kenji.sato@example.com' });
    expect(res.json()).toEqual({ errors: false, message: 'Thank you for your subscription.' });
    expect(await subscriber('kenji.sato@example.com')).toMatchObject({ status: 'subscribed' });
    expect(await accountFlag('kenji.sato@example.com')).toBe(true);
    expect(await mailsTo('kenji.sato@example.com')).toEqual([]);
    // Someone else's address from the same account still needs its owner's confirmation.
    expect((await subscribe(s, { email: 'kenji.friend@example.com' })).json()).toEqual(SENT);
    expect((await subscriber('kenji.friend@example.com'))!.status).toBe('not_active');
    // Signed in, an address someone else subscribed is answered like any other: nothing to learn from it.
    expect((await subscribe(s, { email: 'anna.keller@example.com' })).json()).toEqual(SENT);
  });

  it('gives a confirmed address to the account registered with it', async () => {
    const s = await browser();
    await t.db.query(
      `update customer set is_newsletter_subscribed = false where email = 'louise.martin@example.com'`,
    );
    await subscribe(s, { email: 'louise.martin@example.com' });
    expect(await accountFlag('louise.martin@example.com')).toBe(false);
    await confirm(s, await mailedCode('louise.martin@example.com'));
    expect(await accountFlag('louise.martin@example.com')).toBe(true);
    expect((await subscriber('louise.martin@example.com'))!.customer_id).not.toBeNull();
  });

  it.each([
    ['an e-mail that is not one', { email: 'not-an-email' }, 'body.email'],
    ['a date of birth that is not a date', { email: 'a@example.com', dob: '12/04/1988' }, 'body.dob'],
    ['a date of birth that is not a day', { email: 'a@example.com', dob: '2001-02-31' }, 'body.dob'],
    ['an unknown gender', { email: 'a@example.com', gender: 'other' }, 'body.gender'],
    ['a country that is not a code', { email: 'a@example.com', country_id: 'France' }, 'body.country_id'],
  ])('refuses %s with 400 naming the field', async (_, fields, field) => {
    const s = await browser();
    const res = await subscribe(s, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field });
  });

  it("requires the session's form key", async () => {
    const s = await browser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/en-int/newsletter/subscriber/new',
      headers: { cookie: cookieHeader(s.jar), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nokey%40example.com&form_key=AAAAAAAAAAAAAAAA',
    });
    expect(res.statusCode).toBe(403);
    expect(await subscriber('nokey@example.com')).toBeNull();
  });
});

describe('unsubscribing', () => {
  it('takes a subscribed address off the list, clears the account flag and tells the address by mail', async () => {
    const s = await browser();
    await t.db.query(
      `update customer set is_newsletter_subscribed = true where email = 'louise.martin@example.com'`,
    );
    await t.db.query(
      `insert into newsletter_subscriber (email, store_id, customer_id, source, status)
       select email, 1, id, 'account', 'subscribed' from customer where email = 'louise.martin@example.com'
       on conflict (lower(email)) do update set status = 'subscribed'`,
    );
    const res = await unsubscribe(s, 'LOUISE.martin@example.com');
    expect(res.json()).toEqual(UNSUBSCRIBED);
    expect(subscriberCookie(res)).toEqual({ status: 'unsubscribed', gender: null, country: null });
    expect((await subscriber('louise.martin@example.com'))!.status).toBe('unsubscribed');
    expect(await accountFlag('louise.martin@example.com')).toBe(false);
    expect((await mailsTo('louise.martin@example.com')).pop()!.subject).toBe(
      'You have unsubscribed from the Maison Aurèle newsletter',
    );
  });

  it('answers the same for an address that was never subscribed, and mails it nothing', async () => {
    const s = await browser();
    const res = await unsubscribe(s, 'stranger@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNSUBSCRIBED);
    expect(await mailsTo('stranger@example.com')).toEqual([]);
  });

  it('makes a pending confirmation link stop working', async () => {
    const s = await browser();
    await subscribe(s, { email: 'changed.mind@example.com' });
    const code = await mailedCode('changed.mind@example.com');
    await unsubscribe(s, 'changed.mind@example.com');
    expect((await confirm(s, code)).json()).toEqual(INVALID_CODE);
    expect((await subscriber('changed.mind@example.com'))!.status).toBe('unsubscribed');
  });
});

describe('rate limits', () => {
  it('limits one mailbox to 5 requests an hour, however its address is spelled, from any client', async () => {
    const s = await browser();
    const spellings = [
      'flood@example.com',
      'FLOOD@example.com',
      'flood+a@example.com',
      'flood+b@example.com',
    ];
    for (let i = 0; i < 5; i++) {
      expect((await subscribe(s, { email: spellings[i % spellings.length]! })).statusCode).toBe(200);
    }
    const refused = await subscribe(s, { email: 'flood+c@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // Five answers, five mails at most: the refused one sent nothing.
    const { rows } = await t.db.query(`select 1 from mail_outbox where to_address ilike 'flood%'`);
    expect(rows.length).toBeLessThanOrEqual(5);
  });

  it('limits one client address to 30 requests in 15 minutes', async () => {
    const s = await browser();
    const ip = nextAddress();
    for (let i = 0; i < 30; i++) {
      expect((await unsubscribe(s, `client.${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const refused = await unsubscribe(s, 'client.30@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await unsubscribe(s, 'client.30@example.com')).statusCode).toBe(200);
  });
});

describe('the e-mail preference (account)', () => {
  const save = (s: Shopper, isSubscribed: boolean, formKey = s.jar.form_key) =>
    s.page('POST', '/newsletter/manage/save', { is_subscribed: isSubscribed, form_key: formKey });

  it('answers 401 when nobody is signed in', async () => {
    const s = await browser();
    const read = await s.rest('GET', '/caseback-newsletter/preferences');
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ message: 'Please sign in to manage your e-mail preferences.' });
    expect((await save(s, true)).statusCode).toBe(401);
  });

  it("toggles the signed-in customer's own subscription, and only theirs", async () => {
    const anna = await browser();
    await anna.signIn('anna.keller@example.com');
    const kenji = await browser();
    await kenji.signIn('kenji.sato@example.com');
    await t.db.query(
      `update customer set is_newsletter_subscribed = true where email = 'kenji.sato@example.com'`,
    );

    expect((await anna.rest('GET', '/caseback-newsletter/preferences')).json()).toEqual({
      email: 'anna.keller@example.com',
      is_newsletter_subscribed: true,
    });
    const off = await save(anna, false);
    expect(off.json()).toEqual({
      email: 'anna.keller@example.com',
      is_newsletter_subscribed: false,
      message: 'We have removed the newsletter subscription.',
    });
    expect(await accountFlag('anna.keller@example.com')).toBe(false);
    expect((await subscriber('anna.keller@example.com'))!.status).toBe('unsubscribed');
    // Kenji's account is untouched by Anna's change.
    expect(await accountFlag('kenji.sato@example.com')).toBe(true);

    const on = await save(anna, true);
    expect(on.json()).toMatchObject({
      is_newsletter_subscribed: true,
      message: 'We have saved the subscription.',
    });
    expect((await subscriber('anna.keller@example.com'))!.status).toBe('subscribed');
    expect(await accountFlag('anna.keller@example.com')).toBe(true);
  });

  it('refuses a save without the form key, changing nothing', async () => {
    const s = await browser();
    await s.signIn('louise.martin@example.com');
    const before = await accountFlag('louise.martin@example.com');
    const res = await save(s, !before, 'AAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(403);
    expect(await accountFlag('louise.martin@example.com')).toBe(before);
  });
});

describe('the form data', () => {
  it("gives the date picker's locale and range, and a redirect within the store", async () => {
    const res = await t.app.inject({ url: '/de-ch/newsletter/subscriber/form' });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ locale_code: string; redirect_to: string; min_date: string; max_date: string }>();
    expect(data).toMatchObject({ locale_code: 'de-CH', redirect_to: '/de-ch/' });
    expect(data.min_date < data.max_date).toBe(true);
  });
});
