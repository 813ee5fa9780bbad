import { createTestApp, type TestApp } from '../test-utils/test-app';
import { setStock } from '../test-utils/cart-test-client';
import {
  decide,
  guestReadyToPay,
  guestWithItem,
  newKey,
  placeGuest,
  stockOf,
  WATCH,
} from '../test-utils/checkout-test-steps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Placed {
  order_id: number;
  increment_id: string;
  status: string;
  redirect_url: string;
}

const lastOrderNumber = async () =>
  (await t.db.query<{ n: string }>('select last_value::text as n from sales_order_increment_seq')).rows[0]!.n;
const orderCount = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from sales_order')).rows[0]!.n;

describe('placing a guest order', () => {
  it('hands the shopper to the provider once, however often the same request is sent', async () => {
    await setStock(t, WATCH, 5);
    const { s, cartId } = await guestReadyToPay(t);
    const key = newKey();
    const before = await orderCount();

    const first = await placeGuest(s, cartId, key);
    expect(first.statusCode).toBe(200);
    const placed = first.json() as Placed;
    expect(placed).toEqual({
      order_id: expect.any(Number),
      increment_id: expect.stringMatching(/^0000001\d\d$/),
      status: 'pending_payment',
      redirect_url: expect.stringMatching(/^\/sandbox\/pay\/[A-Za-z0-9]{32}$/),
    });
    expect(await stockOf(t, WATCH)).toBe(4);

    const again = await placeGuest(s, cartId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(placed);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(t, WATCH)).toBe(4);
    // The cart became the order: it is gone, and a double submit with a new key cannot order it again.
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).statusCode).toBe(404);
    expect((await placeGuest(s, cartId, newKey())).statusCode).toBe(404);
  });

  it('numbers orders after the seeded ones', async () => {
    const { rows } = await t.db.query<{ increment_id: string }>(
      'select increment_id from sales_order where idempotency_key is not null order by id limit 1',
    );
    expect(rows[0]!.increment_id).toBe('000000104');
  });

  it('stores the order with its lines, pickup, totals and payment method', async () => {
    const { s, cartId } = await guestReadyToPay(t);
    const placed = (await placeGuest(s, cartId, newKey())).json() as Placed;
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select o.status, o.payment_state, o.payment_method, o.email, o.shipping_method, o.pickup_time,
              o.grand_total, o.extra_fee, o.subtotal, json_agg(i.sku) as skus
         from sales_order o join sales_order_item i on i.order_id = o.id
        where o.id = $1 group by o.id`,
      [placed.order_id],
    );
    expect(rows[0]).toEqual({
      status: 'pending_payment',
      payment_state: 'pending',
      payment_method: 'caseback_paylater',
      email: 'louise.martin@example.com',
      shipping_method: 'pickupdate_pickupdate',
      pickup_time: '11:00',
      subtotal: 645000,
      extra_fee: 2500,
      grand_total: 647500,
      skus: [WATCH],
    });
  });

  it('refuses a second order for the same key from another cart', async () => {
    const key = newKey();
    const one = await guestReadyToPay(t);
    expect((await placeGuest(one.s, one.cartId, key)).statusCode).toBe(200);
    const other = await guestReadyToPay(t);
    const res = await placeGuest(other.s, other.cartId, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });
});

describe('what placing an order requires', () => {
  it('an Idempotency-Key of the contract shape', async () => {
    const { s, cartId } = await guestReadyToPay(t);
    const missing = await placeGuest(s, cartId, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', field: 'header.Idempotency-Key' });
    const short = await placeGuest(s, cartId, 'abc');
    expect(short.json()).toMatchObject({ field: 'header.Idempotency-Key' });
  });

  it("the guest's e-mail", async () => {
    const { s, cartId } = await guestReadyToPay(t);
    const res = await placeGuest(s, cartId, newKey(), { paymentMethod: { method: 'caseback_wallet' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.email' });
  });

  it('a saved shipping method', async () => {
    const { s, cartId } = await guestWithItem(t);
    const res = await placeGuest(s, cartId, newKey());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please choose a shipping address and method before placing the order.',
    });
  });

  it('stock for every line: otherwise 409 naming the product, and nothing changes', async () => {
    const { s, cartId } = await guestReadyToPay(t);
    await setStock(t, WATCH, 0);
    const before = await orderCount();
    const numberBefore = await lastOrderNumber();
    const res = await placeGuest(s, cartId, newKey());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'insufficient_stock',
      message: 'Heritage Chronograph is not available in the requested quantity.',
    });
    expect(await orderCount()).toBe(before);
    // Refused before the order took a number: the next order's number follows the last one without a gap.
    expect(await lastOrderNumber()).toBe(numberBefore);
    expect(await stockOf(t, WATCH)).toBe(0);
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).statusCode).toBe(200);
    await setStock(t, WATCH, 5);
  });
});

describe('paying through the sandbox provider', () => {
  it('approving makes the order processing, shows it on the success page and mails the confirmation', async () => {
    await setStock(t, WATCH, 5);
    const { s, cartId } = await guestReadyToPay(t);
    const placed = (await placeGuest(s, cartId, newKey())).json() as Placed;

    const page = await t.app.inject({ url: placed.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Sandbox Pay later</h1>');
    expect(page.body).toContain(placed.increment_id);
    expect(page.body).toContain('€6,475.00');
    for (const label of ['Approve', 'Decline', 'Cancel']) expect(page.body).toContain(`>${label}</button>`);

    const approved = await decide(t, placed.redirect_url, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/en-int/checkout/onepage/success');
    expect(await stockOf(t, WATCH)).toBe(4);

    const last = await s.page('GET', '/checkout/ajax/last-order');
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({
      increment_id: placed.increment_id,
      status: 'processing',
      payment_method: 'caseback_paylater',
      shipping_method: 'pickupdate_pickupdate',
      pickup_time: '11:00',
      pickup_date: expect.stringMatching(/^\d{2}-\d{2}-\d{2}$/),
      items: [{ sku: WATCH, name: 'Heritage Chronograph', qty: 1, price: 645000, row_total: 645000 }],
    });

    const { rows } = await t.db.query<{ subject: string; to_address: string }>(
      'select subject, to_address from mail_outbox order by id desc limit 1',
    );
    expect(rows[0]).toEqual({
      subject: `Your Maison Aurèle order ${placed.increment_id}`,
      to_address: 'louise.martin@example.com',
    });

    const twice = await decide(t, placed.redirect_url, 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('This payment was already decided: it was approved.');
    expect(await stockOf(t, WATCH)).toBe(4);
  });

  it.each([
    ['decline', 'declined'],
    ['cancel', 'canceled'],
  ])('to %s cancels the order and puts its stock back', async (decision, state) => {
    await setStock(t, WATCH, 5);
    const { s, cartId } = await guestReadyToPay(t);
    const placed = (await placeGuest(s, cartId, newKey())).json() as Placed;
    expect(await stockOf(t, WATCH)).toBe(4);
    const res = await decide(t, placed.redirect_url, decision);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/en-int/checkout/cart?payment=${state}`);
    expect(await stockOf(t, WATCH)).toBe(5);
    const last = await s.page('GET', '/checkout/ajax/last-order');
    expect(last.json()).toMatchObject({ increment_id: placed.increment_id, status: 'canceled' });
    const again = await t.app.inject({ url: placed.redirect_url });
    expect(again.body).toContain(`This payment was already decided: it was ${state}.`);
  });

  it('answers a page, not an error, for an unknown payment session', async () => {
    const res = await t.app.inject({ url: `/sandbox/pay/${'A'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This payment session does not exist.');
    const bad = await decide(t, `/sandbox/pay/${'A'.repeat(32)}`, 'refund');
    expect(bad.statusCode).toBe(404);
  });
});

describe('the success page order', () => {
  it('is 404 for a session that placed none', async () => {
    const { s } = await guestWithItem(t);
    const res = await s.page('GET', '/checkout/ajax/last-order');
    expect(res.statusCode).toBe(404);
  });
});
