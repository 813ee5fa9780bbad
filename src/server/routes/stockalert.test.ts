import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { createStockAlertTestApp } from '../test-utils/stock-alert-app';
import { cookieHeader, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createStockAlertTestApp();
});
afterAll(() => t.close());

const SOLD_OUT_WATCH = 'MA-ATE-TOU-01-SIL-40';
const SOLD_OUT_STRAP = 'MA-STR-ALL-GRN-20';
const IN_STOCK_WATCH = 'MA-HER-CHR-01-BLU-40';
const SUBSCRIBED = 'You are subscribed: we will e-mail you as soon as Atelier Tourbillon is back in stock.';

// Each test posts from its own client address, so the per-address limit of one never stops another.
let lastAddress = 0;
const nextAddress = () => `10.0.0.${++lastAddress}`;

const idOf = async (sku: string) =>
  (await t.db.query<{ id: number }>('select id from product where sku = $1', [sku])).rows[0]!.id;

async function browser(store = 'en-int'): Promise<Shopper> {
  const s = shopper(t, store);
  await s.section();
  return s;
}

/** The form post as the storefront sends it: urlencoded fields, the session cookie, the form key. */
async function post(
  s: Shopper,
  fields: Record<string, string | string[]>,
  options: { store?: string; ip?: string } = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return t.app.inject({
    method: 'POST',
    url: `/${options.store ?? 'en-int'}/productalert/add/stock`,
    remoteAddress: options.ip ?? nextAddress(),
    headers: {
      cookie: cookieHeader(s.jar),
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
    },
    payload: body.toString(),
  });
}

const pendingAlerts = async (email: string) =>
  (
    await t.db.query<{ product_id: number; store_code: string; customer_id: number | null }>(
      `select a.product_id, s.code as store_code, a.customer_id from stock_alert a join store s on s.id = a.store_id
        where lower(a.email) = lower($1) and a.notified_at is null order by a.id`,
      [email],
    )
  ).rows;

describe('subscribing to a back-in-stock alert', () => {
  it('records the alert for a sold-out variation and answers ok with the product for analytics', async () => {
    const s = await browser();
    const id = await idOf(SOLD_OUT_WATCH);
    const res = await post(s, { product: String(id), email: 'ines@example.com', form_key: s.jar.form_key! });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      html: `<p>${SUBSCRIBED}</p>`,
      product: { id, sku: SOLD_OUT_WATCH, name: 'Atelier Tourbillon' },
    });
    expect(await pendingAlerts('ines@example.com')).toEqual([
      { product_id: id, store_code: 'en-int', customer_id: null },
    ]);
  });

  it('answers ok again, and keeps one alert, when the same address asks twice', async () => {
    const s = await browser();
    const id = String(await idOf(SOLD_OUT_STRAP));
    const first = await post(s, { product: id, email: 'twice@example.com', form_key: s.jar.form_key! });
    const again = await post(s, { product: id, email: 'TWICE@example.com', form_key: s.jar.form_key! });
    expect(first.json()).toMatchObject({ status: 'ok', product: { sku: SOLD_OUT_STRAP } });
    expect(again.json()).toEqual(first.json());
    expect(await pendingAlerts('twice@example.com')).toHaveLength(1);
  });

  it('answers nok with a message when the product is in stock, and records nothing', async () => {
    const s = await browser();
    const res = await post(s, {
      product: String(await idOf(IN_STOCK_WATCH)),
      email: 'early@example.com',
      form_key: s.jar.form_key!,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'nok',
      html: '<p>This product is in stock again. You can order it now.</p>',
      product: { sku: IN_STOCK_WATCH, name: 'Heritage Chronograph' },
    });
    expect(await pendingAlerts('early@example.com')).toEqual([]);
  });

  it('subscribes the address to the newsletter only when asked', async () => {
    const s = await browser('ja-jp');
    const id = String(await idOf(SOLD_OUT_WATCH));
    await post(
      s,
      { product: id, email: 'news@example.com', newsletter_subscribe: '1', form_key: s.jar.form_key! },
      { store: 'ja-jp' },
    );
    await post(
      s,
      { product: id, email: 'quiet@example.com', newsletter_subscribe: '0', form_key: s.jar.form_key! },
      { store: 'ja-jp' },
    );
    const { rows } = await t.db.query<{ email: string; source: string }>(
      `select email, source from newsletter_subscriber where email in ('news@example.com', 'quiet@example.com')`,
    );
    expect(rows).toEqual([{ email: 'news@example.com', source: 'stock_alert' }]);
    expect(await pendingAlerts('news@example.com')).toMatchObject([{ store_code: 'ja-jp' }]);
  });

  it('remembers the signed-in customer, whose own address joins the newsletter on the account', async () => {
    const s = shopper(t);
    await s.signIn('louise.martin@example.com');
    const res = await post(s, {
      product: String(await idOf(SOLD_OUT_WATCH)),
      email: 'louise.martin@example.com',
      newsletter_subscribe: '1',
      form_key: s.jar.form_key!,
    });
    expect(res.json()).toMatchObject({ status: 'ok' });
    const { rows } = await t.db.query<{ id: number; is_newsletter_subscribed: boolean }>(
      `select id, is_newsletter_subscribed from customer where email = 'louise.martin@example.com'`,
    );
    expect(rows[0]!.is_newsletter_subscribed).toBe(true);
    expect(await pendingAlerts('louise.martin@example.com')).toMatchObject([{ customer_id: rows[0]!.id }]);
  });
});

describe('what the form refuses', () => {
  const valid = async (s: Shopper) => ({
    product: String(await idOf(SOLD_OUT_WATCH)),
    email: 'valid@example.com',
    form_key: s.jar.form_key!,
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'body.email'],
    ['a product that is not an id', { product: 'abc' }, 'body.product'],
    ['newsletter_subscribe other than 1 or 0', { newsletter_subscribe: 'yes' }, 'body.newsletter_subscribe'],
    ['the e-mail sent twice', { email: ['a@example.com', 'b@example.com'] }, 'body.email'],
  ])('%s: 400 naming the field', async (_label, change, field) => {
    const s = await browser();
    const res = await post(s, { ...(await valid(s)), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field });
  });

  it('a configurable watch rather than one of its variations: 400 on the product', async () => {
    const s = await browser();
    const { rows } = await t.db.query<{ parent_id: number }>('select parent_id from product where sku = $1', [
      SOLD_OUT_WATCH,
    ]);
    const res = await post(s, { ...(await valid(s)), product: String(rows[0]!.parent_id) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'body.product' });
  });

  it.each(['999999', '9999999999'])('unknown product %s: 404', async (product) => {
    const s = await browser();
    const res = await post(s, { ...(await valid(s)), product });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'No such product.' });
  });

  it('requires the session form key: missing is a 400, another one a 403', async () => {
    const s = await browser();
    const { form_key: _formKey, ...withoutKey } = await valid(s);
    const missing = await post(s, withoutKey);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'body.form_key' });
    const other = await post(s, { ...(await valid(s)), form_key: 'AAAAAAAAAAAAAAAA' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'form_key_invalid' });
    expect(await pendingAlerts('valid@example.com')).toEqual([]);
  });

  it('takes the same fields as JSON, and refuses other media types with 415', async () => {
    const s = await browser();
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/en-int/productalert/add/stock',
        remoteAddress: nextAddress(),
        headers: { cookie: cookieHeader(s.jar), 'content-type': contentType },
        payload,
      });
    const fields = await valid(s);
    const json = await send('application/json', JSON.stringify({ ...fields, email: 'json@example.com' }));
    expect(json.json()).toMatchObject({ status: 'ok' });
    const text = await send('text/plain', new URLSearchParams(fields).toString());
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('abuse', () => {
  it('answers 429 with Retry-After after 30 attempts from one address within 15 minutes', async () => {
    const s = await browser();
    const ip = '10.9.9.9';
    const id = String(await idOf(SOLD_OUT_STRAP));
    for (let i = 0; i < 30; i++) {
      const res = await post(
        s,
        { product: id, email: `flood${i}@example.com`, form_key: s.jar.form_key! },
        { ip },
      );
      expect(res.statusCode).toBe(200);
    }
    const blocked = await post(
      s,
      { product: id, email: 'flood@example.com', form_key: s.jar.form_key! },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after 10 attempts for one e-mail address within an hour, from any address', async () => {
    const s = await browser();
    const id = String(await idOf(SOLD_OUT_STRAP));
    const send = () => post(s, { product: id, email: 'target@example.com', form_key: s.jar.form_key! });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('counts case and plus-tag variants of an e-mail address as one mailbox', async () => {
    const s = await browser();
    const id = String(await idOf(SOLD_OUT_STRAP));
    const send = (email: string) => post(s, { product: id, email, form_key: s.jar.form_key! });
    for (let i = 0; i < 10; i++) {
      expect((await send(i % 2 ? `Victim+${i}@Example.com` : `victim+${i}@example.COM`)).statusCode).toBe(
        200,
      );
    }
    const blocked = await send('VICTIM@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another mailbox still has its own allowance.
    expect((await send('victim.other@example.com')).statusCode).toBe(200);
  });
});
