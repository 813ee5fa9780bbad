import { shopper } from '../test-utils/cart-test-client';
import { createStockAlertTestApp, TEST_ERP_TOKEN } from '../test-utils/stock-alert-app';
import { cookieHeader, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createStockAlertTestApp();
});
afterAll(() => t.close());

const TOURBILLON = 'MA-ATE-TOU-01-SIL-40';
const STRAP = 'MA-STR-RUB-GRN-22';
const AUTH = { authorization: `Bearer ${TEST_ERP_TOKEN}` };

const setQty = (sku: string, qty: unknown, headers: Record<string, string> = AUTH) =>
  t.app.inject({
    method: 'PUT',
    url: `/rest/V1/caseback-erp/stock-items/${encodeURIComponent(sku)}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ qty }),
  });

const qtyOf = async (sku: string) =>
  (
    await t.db.query<{ qty: number }>(
      'select qty from stock_item where product_id = (select id from product where sku = $1)',
      [sku],
    )
  ).rows[0]?.qty;

const idOf = async (sku: string) =>
  (await t.db.query<{ id: number }>('select id from product where sku = $1', [sku])).rows[0]!.id;

let client = 0;
async function subscribe(sku: string, email: string, store = 'en-int') {
  const s = shopper(t, store);
  await s.section();
  const res = await t.app.inject({
    method: 'POST',
    url: `/${store}/productalert/add/stock`,
    remoteAddress: `10.1.0.${++client}`,
    headers: { cookie: cookieHeader(s.jar), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      product: String(await idOf(sku)),
      email,
      form_key: s.jar.form_key!,
    }).toString(),
  });
  expect(res.json()).toMatchObject({ status: 'ok' });
}

interface OutboxRow {
  to_address: string;
  subject: string;
  html: string;
  text: string;
}
const mailsTo = async (addresses: string[]) =>
  (
    await t.db.query<OutboxRow>(
      'select to_address, subject, html, text from mail_outbox where to_address = any($1::text[]) order by id',
      [addresses],
    )
  ).rows;

describe('the ERP stock operation refuses callers without the token', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token-0123456789abcdef' }],
    ['the token with another scheme', { authorization: `Basic ${TEST_ERP_TOKEN}` }],
    ['the token with a character missing', { authorization: `Bearer ${TEST_ERP_TOKEN.slice(0, -1)}` }],
  ])('%s: 401 with WWW-Authenticate, and the stock stays', async (_label, headers) => {
    const before = await qtyOf(TOURBILLON);
    const res = await setQty(TOURBILLON, 7, headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="caseback-erp"');
    expect(res.json()).toEqual({
      code: 'unauthorized',
      message: 'A valid ERP integration token is required.',
    });
    expect(await qtyOf(TOURBILLON)).toBe(before);
  });
});

describe('the ERP stock operation refuses what is not a stock update', () => {
  it('an unknown SKU or a configurable product: 404', async () => {
    const unknown = await setQty('MA-NO-SUCH-SKU', 3);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'No stock item with SKU MA-NO-SUCH-SKU.' });
    const { rows } = await t.db.query<{ sku: string }>(
      `select sku from product where type = 'configurable' limit 1`,
    );
    expect((await setQty(rows[0]!.sku, 3)).statusCode).toBe(404);
  });

  it.each([
    ['a negative qty', -1, 'body.qty'],
    ['a qty that is not a whole number', 2.5, 'body.qty'],
    ['a qty as text', '5', 'body.qty'],
  ])('%s: 400', async (_label, qty, field) => {
    const res = await setQty(TOURBILLON, qty);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('restocking mails the pending alerts once', () => {
  it('0 -> 5 mails each subscriber once (in their store), 5 -> 6 and 0 -> 0 mail nobody', async () => {
    expect(await qtyOf(TOURBILLON)).toBe(0);
    await subscribe(TOURBILLON, 'amelie@example.com');
    await subscribe(TOURBILLON, 'hiro@example.com', 'ja-jp');
    await subscribe(STRAP, 'strap-only@example.com');
    const people = ['amelie@example.com', 'hiro@example.com', 'strap-only@example.com'];

    const restock = await setQty(TOURBILLON, 5);
    expect(restock.statusCode).toBe(200);
    expect(restock.json()).toEqual({
      sku: TOURBILLON,
      qty: 5,
      previous_qty: 0,
      is_in_stock: true,
      notified: 2,
    });
    expect(await qtyOf(TOURBILLON)).toBe(5);
    const mails = await mailsTo(people);
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      ['amelie@example.com', 'Back in stock: Atelier Tourbillon'],
      // Hiro subscribed in the Japanese store: his mail is written in Japanese (issue 13).
      ['hiro@example.com', '再入荷のお知らせ：Atelier Tourbillon'],
    ]);

    const id = await idOf(TOURBILLON);
    const [amelie, hiro] = mails;
    expect(amelie!.html).toContain(
      `href="https://shop.example/en-int/atelier-tourbillon-40.html?variant=${id}"`,
    );
    expect(amelie!.html).toContain(
      `src="https://shop.example/media/catalog/product/${TOURBILLON}/front.svg"`,
    );
    expect(amelie!.html).toMatch(/alt="[^"]+"/);
    expect(amelie!.html).toContain('€');
    expect(hiro!.html).toContain(`https://shop.example/ja-jp/atelier-tourbillon-40.html?variant=${id}`);
    expect(hiro!.html).toMatch(/[¥￥][\d,]+</);
    expect(hiro!.text).toContain(
      `オンラインショップで見る：https://shop.example/ja-jp/atelier-tourbillon-40.html?variant=${id}`,
    );
    expect(hiro!.text).toContain(`品番 ${TOURBILLON}`);

    expect((await setQty(TOURBILLON, 6)).json()).toMatchObject({ qty: 6, previous_qty: 5, notified: 0 });
    expect((await setQty(TOURBILLON, 0)).json()).toEqual({
      sku: TOURBILLON,
      qty: 0,
      previous_qty: 6,
      is_in_stock: false,
      notified: 0,
    });
    expect((await setQty(TOURBILLON, 0)).json()).toMatchObject({ notified: 0 });
    expect(await mailsTo(people)).toHaveLength(2);
  });

  it('a second sell-out and restock writes only to those who asked since', async () => {
    await setQty(STRAP, 0);
    await subscribe(STRAP, 'first@example.com');
    expect((await setQty(STRAP, 2)).json()).toMatchObject({ notified: 2 });
    await setQty(STRAP, 0);
    await subscribe(STRAP, 'second@example.com');
    expect((await setQty(STRAP, 1)).json()).toMatchObject({ notified: 1 });
    const mails = await mailsTo(['first@example.com', 'second@example.com', 'strap-only@example.com']);
    expect(mails.map((m) => m.to_address).sort()).toEqual([
      'first@example.com',
      'second@example.com',
      'strap-only@example.com',
    ]);
  });

  it('escapes the catalogue name in the HTML mail', async () => {
    const sku = 'MA-LUM-MPH-02-IVO-34';
    await t.db.query(
      `update product set name = 'Lune <b>&</b> "Soleil"' where id = (select parent_id from product where sku = $1)`,
      [sku],
    );
    await setQty(sku, 0);
    await subscribe(sku, 'escape@example.com');
    await setQty(sku, 1);
    const [mail] = await mailsTo(['escape@example.com']);
    expect(mail!.subject).toBe('Back in stock: Lune <b>&</b> "Soleil"');
    expect(mail!.html).toContain('Lune &lt;b&gt;&amp;&lt;/b&gt; &quot;Soleil&quot; is back in stock');
    expect(mail!.html).not.toContain('<b>&</b>');
  });

  it('shows the mail in the development mailbox', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Back in stock: Atelier Tourbillon');
  });
});

describe('a stock change shows in the catalogue at once', () => {
  it('the sold-out tourbillon turns saleable in the (cached) listing and search right after the ERP restock', async () => {
    const tree = (await t.app.inject({ url: '/rest/en-int/V1/categories' })).json() as {
      items: { entity_id: number; url_path: string }[];
    };
    const watches = tree.items.find((c) => c.url_path === 'watches')!.entity_id;
    type Listing = { items: { sku: string; is_saleable: boolean }[] };
    const tourbillon = async () => {
      const listing = (
        await t.app.inject({ url: `/rest/en-int/V1/categories/${watches}/products?page_size=36&sort=name` })
      ).json() as Listing;
      const found = (await t.app.inject({ url: '/rest/en-int/V1/search?q=tourbillon' })).json() as Listing;
      return [listing, found].map((l) => l.items.find((i) => i.sku === 'MA-ATE-TOU-01')?.is_saleable);
    };
    await setQty(TOURBILLON, 0);
    expect(await tourbillon()).toEqual([false, false]); // now cached
    expect((await setQty(TOURBILLON, 2)).statusCode).toBe(200);
    expect(await tourbillon()).toEqual([true, true]);
    expect((await setQty(TOURBILLON, 0)).statusCode).toBe(200);
    expect(await tourbillon()).toEqual([false, false]);
  });
});
