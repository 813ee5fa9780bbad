import { createTestApp, type TestApp } from '../test-utils/test-app';
import { setStock, shopper, type Shopper } from '../test-utils/cart-test-client';
import {
  decide,
  guestReadyToPay,
  guestWithItem,
  newKey,
  pickupIn,
  placeGuest,
  shippingRequest,
  stockOf,
  WATCH,
} from '../test-utils/checkout-test-steps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANNA = 'anna.keller@example.com';
const STRAP = 'MA-STR-ALL-BLU-20';

interface Placed {
  increment_id: string;
  redirect_url: string;
}

const placeMine = (s: Shopper, key: string, method = 'caseback_wallet') =>
  s.rest(
    'POST',
    '/carts/mine/payment-information',
    { paymentMethod: { method } },
    { 'idempotency-key': key },
  );

/** The agreement's call as the checkout sends it: an empty body, the form key in a header. */
async function newsletterPost(s: Shopper, formKey?: string) {
  if (!s.jar.form_key) await s.section();
  return t.app.inject({
    method: 'POST',
    url: '/en-int/checkout/newsletter/subscribe',
    headers: {
      cookie: Object.entries(s.jar)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      'content-type': 'application/json',
      'x-form-key': formKey ?? s.jar.form_key!,
    },
    payload: {},
  });
}

describe('a signed-in customer checking out', () => {
  it('orders the cart of the account, with the account e-mail, and pays with the wallet', async () => {
    await setStock(t, STRAP, 4);
    const s = shopper(t);
    await s.signIn(ANNA);
    expect((await s.rest('POST', '/carts/mine/items', { cartItem: { sku: STRAP, qty: 2 } })).statusCode).toBe(
      200,
    );
    const methods = await s.rest('POST', '/carts/mine/estimate-shipping-methods', {
      address: { country_id: 'CH' },
    });
    expect((methods.json() as unknown[]).length).toBe(2);
    const shipping = await s.rest('POST', '/carts/mine/shipping-information', shippingRequest('flatrate'));
    expect(shipping.statusCode).toBe(200);

    const key = newKey();
    const res = await placeMine(s, key);
    expect(res.statusCode).toBe(200);
    const placed = res.json() as Placed;
    expect((await placeMine(s, key)).json()).toEqual(placed);
    expect(await stockOf(t, STRAP)).toBe(2);

    const page = await t.app.inject({ url: placed.redirect_url });
    expect(page.body).toContain('<h1>Sandbox Wallet</h1>');
    await decide(t, placed.redirect_url, 'approve');
    const last = await s.page('GET', '/checkout/ajax/last-order');
    expect(last.json()).toMatchObject({
      increment_id: placed.increment_id,
      status: 'processing',
      email: ANNA,
      payment_method: 'caseback_wallet',
      shipping_method: 'flatrate_flatrate',
      pickup_date: null,
      pickup_time: null,
      items: [expect.objectContaining({ sku: STRAP, qty: 2 })],
    });
  });

  it('must be signed in to use the mine endpoints', async () => {
    const s = shopper(t);
    expect((await placeMine(s, newKey())).statusCode).toBe(401);
    const shipping = await s.rest('POST', '/carts/mine/shipping-information', shippingRequest('flatrate'));
    expect(shipping.statusCode).toBe(401);
  });
});

describe('the checkout newsletter agreement', () => {
  it('needs a cart to subscribe from', async () => {
    const s = shopper(t);
    const res = await newsletterPost(s);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No cart to subscribe from.' });
  });

  it('is remembered on the cart and subscribes the e-mail when the order is placed', async () => {
    const { s, cartId } = await guestReadyToPay(t);
    const res = await newsletterPost(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you. You will be subscribed to our newsletter when your order is placed.',
    });
    const email = 'new.subscriber@example.com';
    const subscribers = () =>
      t.db.query('select 1 from newsletter_subscriber where email = $1', [email]).then((r) => r.rows.length);
    expect(await subscribers()).toBe(0);
    await placeGuest(s, cartId, newKey(), { email, paymentMethod: { method: 'caseback_paylater' } });
    expect(await subscribers()).toBe(1);
    // Double opt-in: the guest's address waits for the link mailed to it.
    const { rows } = await t.db.query('select status from newsletter_subscriber where email = $1', [email]);
    expect(rows).toEqual([{ status: 'not_active' }]);
    const mails = await t.db.query('select subject from mail_outbox where to_address = $1', [email]);
    expect(mails.rows).toContainEqual({
      subject: 'Confirm your subscription to the Maison Aurèle newsletter',
    });
  });

  it("requires the session's form key", async () => {
    const { s, cartId } = await guestWithItem(t);
    const res = await newsletterPost(s, 'AAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'form_key_invalid' });
    const { rows } = await t.db.query('select newsletter_subscribe from cart where masked_id = $1', [cartId]);
    expect(rows[0]).toEqual({ newsletter_subscribe: false });
  });
});

describe('gift options on the order and in the confirmation mail', () => {
  it('carries the gift box as a line, the gift message, the pickup, escaped in the mail', async () => {
    await setStock(t, WATCH, 5);
    const { s, cartId } = await guestWithItem(t);
    expect((await s.rest('POST', `/caseback-giftbox/guest-carts/${cartId}/giftbox/add`, {})).statusCode).toBe(
      200,
    );
    const saved = await s.rest('POST', `/guest-carts/${cartId}/gift-message`, {
      gift_message: { recipient: '<b>Louise</b>', sender: 'Anna', message: 'Tom & Jerry\nwith love' },
    });
    expect(saved.statusCode).toBe(200);
    const date = pickupIn(12);
    await s.rest(
      'POST',
      `/guest-carts/${cartId}/shipping-information`,
      shippingRequest('pickupdate', { pickup_date: date, pickup_time: '15:00' }),
    );
    const placed = (await placeGuest(s, cartId, newKey())).json() as Placed;
    await decide(t, placed.redirect_url, 'approve');

    const last = (await s.page('GET', '/checkout/ajax/last-order')).json() as Record<string, unknown>;
    expect(last).toMatchObject({
      has_gift_box: true,
      gift_message: { recipient: '<b>Louise</b>', sender: 'Anna', message: 'Tom & Jerry\nwith love' },
      pickup_date: date,
      pickup_time: '15:00',
      items: [
        expect.objectContaining({ sku: WATCH }),
        expect.objectContaining({ sku: 'MA-GIFT-BOX', price: 3500 }),
      ],
      total_segments: expect.arrayContaining([{ code: 'caseback_giftbox', title: 'Gift box', value: 3500 }]),
    });

    const { rows } = await t.db.query<{ id: number; html: string; text: string }>(
      'select id, html, text from mail_outbox order by id desc limit 1',
    );
    const mail = rows[0]!;
    expect(mail.html).toContain('&lt;b&gt;Louise&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Louise</b>');
    expect(mail.html).toContain('Tom &amp; Jerry');
    expect(mail.html).toContain('Maison Aurèle presentation box');
    expect(mail.html).toContain('Boutique pickup');
    const [yy, mm, dd] = date.split('-').map(Number) as [number, number, number];
    expect(mail.text).toContain(`Pickup on ${dd}/${mm}/${String(yy).padStart(2, '0')} at 15:00`);
    expect(mail.text).toContain('Insured delivery: €25.00');
    expect(mail.text).toContain('Gift box: €35.00');

    const mailbox = await t.app.inject({ url: '/dev/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).toContain(`Your Maison Aurèle order ${placed.increment_id}`);
    const one = await t.app.inject({ url: `/dev/mailbox/${mail.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<iframe sandbox');
    expect(one.body).not.toContain('<b>Louise</b>');
  });
});
