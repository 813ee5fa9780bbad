import { createTestApp, type TestApp } from '../test-utils/test-app';
import { shopper, type Shopper } from '../test-utils/cart-test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderIdOf = async (incrementId: string) =>
  (await t.db.query<{ id: number }>('select id from sales_order where increment_id = $1', [incrementId]))
    .rows[0]!.id;

async function signedIn(email: string, store = 'en-int'): Promise<Shopper> {
  const s = shopper(t, store);
  await s.signIn(email);
  return s;
}

describe('the account operations refuse a visitor who is not signed in', () => {
  it.each([
    ['the dashboard', '/customer/ajax/account'],
    ['the order history', '/sales/ajax/orders'],
    ['an order', '/sales/order/view/order_id/1'],
  ])('%s answers 401 with the reason', async (_label, path) => {
    const res = await shopper(t).page('GET', path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Please sign in to see your account.' });
  });

  it('and after signing out, the same session is refused again', async () => {
    const s = await signedIn('anna.keller@example.com');
    expect((await s.page('GET', '/sales/ajax/orders')).statusCode).toBe(200);
    await s.signOut();
    expect((await s.page('GET', '/sales/ajax/orders')).statusCode).toBe(401);
  });
});

describe('the dashboard', () => {
  it("shows the customer's contact information, default addresses and recent orders, never cached", async () => {
    const s = await signedIn('anna.keller@example.com');
    const res = await s.page('GET', '/customer/ajax/account');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.customer).toEqual({
      firstname: 'Anna',
      lastname: 'Keller',
      fullname: 'Anna Keller',
      email: 'anna.keller@example.com',
    });
    expect(body.default_billing).toMatchObject({ firstname: 'Anna', lastname: 'Keller' });
    expect(body.default_shipping).toEqual(body.default_billing);
    expect(body.recent_orders.map((o: { increment_id: string }) => o.increment_id)).toEqual([
      '000000102',
      '000000101',
      '000000100',
    ]);
  });

  it('has no default addresses for a customer who set none', async () => {
    const s = await signedIn('louise.martin@example.com');
    await t.db.query(
      `update customer_address set is_default_billing = false, is_default_shipping = false
        where customer_id = (select id from customer where email = 'louise.martin@example.com')`,
    );
    const body = (await s.page('GET', '/customer/ajax/account')).json();
    expect(body.default_billing).toBeNull();
    expect(body.default_shipping).toBeNull();
    expect(body.recent_orders).toEqual([]);
  });
});

describe('the order history', () => {
  it("lists only the customer's own orders, newest first, each in its own currency", async () => {
    const anna = await signedIn('anna.keller@example.com');
    const mine = (await anna.page('GET', '/sales/ajax/orders')).json();
    expect(mine).toMatchObject({ page: 1, page_size: 10, total_count: 3, page_count: 1 });
    expect(mine.items).toEqual([
      expect.objectContaining({
        increment_id: '000000102',
        status: 'processing',
        status_label: 'Processing',
        currency_code: 'EUR',
        ship_to: 'Anna Keller',
      }),
      expect.objectContaining({ increment_id: '000000101', status: 'complete', status_label: 'Complete' }),
      expect.objectContaining({ increment_id: '000000100', status: 'complete' }),
    ]);

    const kenji = await signedIn('kenji.sato@example.com', 'ja-jp');
    const his = (await kenji.page('GET', '/sales/ajax/orders')).json();
    expect(his.items.map((o: { increment_id: string }) => o.increment_id)).toEqual(['000000103']);
    expect(his.items[0].currency_code).toBe('JPY');
  });

  it("is worded in the store's language: the status, and the name family name first in Japanese", async () => {
    const kenji = await signedIn('kenji.sato@example.com', 'ja-jp');
    const [order] = (await kenji.page('GET', '/sales/ajax/orders')).json().items;
    expect(order).toMatchObject({ status: 'complete', status_label: '完了', ship_to: 'Sato Kenji' });
    const dashboard = (await kenji.page('GET', '/customer/ajax/account')).json();
    expect(dashboard.recent_orders[0]).toMatchObject({ status_label: '完了', ship_to: 'Sato Kenji' });

    const inGerman = await signedIn('anna.keller@example.com', 'de-ch');
    const [latest] = (await inGerman.page('GET', '/sales/ajax/orders')).json().items;
    expect(latest).toMatchObject({ status_label: 'In Bearbeitung', ship_to: 'Anna Keller' });
  });

  it('pages by ten; a page past the last is empty', async () => {
    const anna = await signedIn('anna.keller@example.com');
    const annaId = (
      await t.db.query<{ customer_id: number }>(
        "select customer_id from sales_order where increment_id = '000000101'",
      )
    ).rows[0]!.customer_id;
    // Ten more orders, older than the three seeded ones: 13 in all, so page 2 holds the last three.
    await t.db.query(
      `insert into sales_order (increment_id, store_id, customer_id, email, status, currency_code, subtotal,
                                shipping_amount, grand_total, shipping_method, shipping_address, billing_address,
                                created_at)
       select 'ACCT-' || n, o.store_id, o.customer_id, o.email, 'complete', o.currency_code, 1000, 0, 1000,
              o.shipping_method, o.shipping_address, o.billing_address, timestamptz '2020-01-01' + n * interval '1 day'
         from sales_order o, generate_series(1, 10) n
        where o.increment_id = '000000101'`,
    );
    try {
      const first = (await anna.page('GET', '/sales/ajax/orders')).json();
      expect(first).toMatchObject({ total_count: 13, page_count: 2 });
      expect(first.items).toHaveLength(10);
      const second = (await anna.page('GET', '/sales/ajax/orders?p=2')).json();
      expect(second.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([
        'ACCT-3',
        'ACCT-2',
        'ACCT-1',
      ]);
      const past = (await anna.page('GET', '/sales/ajax/orders?p=3')).json();
      expect(past).toMatchObject({ items: [], page: 3, total_count: 13, page_count: 2 });
    } finally {
      await t.db.query("delete from sales_order where increment_id like 'ACCT-%' and customer_id = $1", [
        annaId,
      ]);
    }
  });

  it('refuses a page that is not a positive number, naming it', async () => {
    const anna = await signedIn('anna.keller@example.com');
    for (const p of ['0', 'two', '-1']) {
      const res = await anna.page('GET', `/sales/ajax/orders?p=${p}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'query.p' });
    }
  });
});

describe('the order view', () => {
  it('answers an array whose first element is the order, with name_composite per item', async () => {
    const anna = await signedIn('anna.keller@example.com');
    const id = await orderIdOf('000000101');
    const res = await anna.page('GET', `/sales/order/view/order_id/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toHaveLength(1);
    const [order] = body;
    expect(order).toMatchObject({ order_id: id, increment_id: '000000101', currency_code: 'EUR' });
    expect(order.items.map((i: { sku: string }) => i.sku)).toEqual([
      'MA-HER-CHR-01-BLU-40',
      'MA-STR-ALL-BLU-20',
    ]);
    for (const item of order.items) {
      expect(item.name_composite.name).toEqual(expect.any(String));
      expect(item.name_composite.name_merged.startsWith(item.name_composite.name)).toBe(true);
    }
    const total = order.total_segments.find((s: { code: string }) => s.code === 'grand_total');
    const subtotal = order.items.reduce((sum: number, i: { row_total: number }) => sum + i.row_total, 0);
    expect(total.value).toBe(subtotal);
  });

  it("answers 404 for another customer's order, exactly as for one that does not exist", async () => {
    const anna = await signedIn('anna.keller@example.com');
    const kenjisOrder = await orderIdOf('000000103');
    const theirs = await anna.page('GET', `/sales/order/view/order_id/${kenjisOrder}`);
    const missing = await anna.page('GET', '/sales/order/view/order_id/2147483647');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'not_found', message: 'This order was not found.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());

    // The owner reads it.
    const kenji = await signedIn('kenji.sato@example.com', 'ja-jp');
    const own = await kenji.page('GET', `/sales/order/view/order_id/${kenjisOrder}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()[0]).toMatchObject({ increment_id: '000000103', currency_code: 'JPY' });
  });

  it('merges the options of an item into name_merged', async () => {
    const anna = await signedIn('anna.keller@example.com');
    const id = await orderIdOf('000000102');
    const [line] = (
      await t.db.query<{ id: number }>(
        'select id from sales_order_item where order_id = $1 order by id limit 1',
        [id],
      )
    ).rows;
    await t.db.query(
      `update sales_order_item set options = '[{"label":"Colour","value":"Cognac"},{"label":"Width","value":"20 mm"}]'
        where id = $1`,
      [line!.id],
    );
    const [order] = (await anna.page('GET', `/sales/order/view/order_id/${id}`)).json();
    const { name, name_merged } = order.items[0].name_composite;
    expect(name_merged).toBe(`${name} - Colour: Cognac, Width: 20 mm`);
  });

  it('refuses an id that is not a positive integer, naming it', async () => {
    const anna = await signedIn('anna.keller@example.com');
    const res = await anna.page('GET', '/sales/order/view/order_id/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'path.order_id' });
  });
});
