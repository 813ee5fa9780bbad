import { CLIENT_LIMITS, type ClientLimit } from '../domain/security/client-limits';
import { setStock, shopper } from '../test-utils/cart-test-client';
import {
  guestReadyToPay,
  newKey,
  placeGuest,
  saveGuestShipping,
  shippingRequest,
  pickupIn,
  stockOf,
  WATCH,
} from '../test-utils/checkout-test-steps';
import { createTestApp, type TestApp } from '../test-utils/test-app';

/** Per-client limits: each answers 429 with Retry-After in the ApiError shape; a shopper never meets one. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const GIFT = { gift_message: { sender: 'Louise', recipient: 'Paul', message: 'Happy birthday' } };

/** Brings a client's counter to `hits` in the current window, as earlier requests from its address would. */
const spent = (limit: ClientLimit, address: string, hits: number, scope = '') =>
  t.db.query(
    `insert into rate_limit (bucket, hits, window_ends_at) values ($1, $2, now() + make_interval(secs => $3))
     on conflict (bucket) do update set hits = excluded.hits, window_ends_at = excluded.window_ends_at`,
    [`${limit}:ip:${address}${scope}`, hits, CLIENT_LIMITS[limit].windowS],
  );

const counted = async (limit: ClientLimit, address: string) =>
  (
    await t.db.query<{ hits: number }>('select hits from rate_limit where bucket = $1', [
      `${limit}:ip:${address}`,
    ])
  ).rows[0]?.hits ?? 0;

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    code: 'rate_limited',
    message: expect.stringMatching(/^Too many|^Your network/),
    retry_after_s: retryAfter,
  });
}

describe('guest carts per client address', () => {
  it(`allows ${CLIENT_LIMITS.guestCarts.max} an hour, then answers 429; other addresses are not affected`, async () => {
    const script = shopper(t, 'en-int', '10.66.0.1');
    for (let i = 0; i < CLIENT_LIMITS.guestCarts.max; i++) {
      expect((await script.rest('POST', '/guest-carts')).statusCode).toBe(200);
    }
    const sessionsBefore = (await t.db.query('select 1 from session')).rowCount;
    // A cookie-less script: refused before anything is stored, its session included.
    const fresh = shopper(t, 'en-int', '10.66.0.1');
    expectLimited(await fresh.rest('POST', '/guest-carts'));
    expect((await t.db.query('select 1 from session')).rowCount).toBe(sessionsBefore);
    expect((await shopper(t, 'en-int', '10.66.0.2').rest('POST', '/guest-carts')).statusCode).toBe(200);
  });
});

describe('gift-message writes per client address', () => {
  it('answer 429 past the limit, for the order and for an item', async () => {
    const s = shopper(t, 'en-int', '10.66.1.1');
    const cartId = await s.createGuestCart();
    const added = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH, qty: 1 } });
    const itemId = (added.json() as { items: { item_id: number }[] }).items[0]!.item_id;
    expect((await s.rest('POST', `/guest-carts/${cartId}/gift-message`, GIFT)).statusCode).toBe(200);

    await spent('giftMessageWrites', '10.66.1.1', CLIENT_LIMITS.giftMessageWrites.max);
    expectLimited(await s.rest('POST', `/guest-carts/${cartId}/gift-message`, GIFT));
    expectLimited(await s.rest('POST', `/guest-carts/${cartId}/gift-message/${itemId}`, GIFT));
    // The refused write changed nothing.
    const read = await s.rest('GET', `/guest-carts/${cartId}/gift-message`);
    expect(read.json()).toMatchObject(GIFT.gift_message);
  });
});

describe('unpaid orders per client address', () => {
  it('answer 429 past the number of orders, leaving the cart and the stock as they were', async () => {
    await setStock(t, WATCH, 10);
    const { s, cartId } = await guestReadyToPay(t);
    const address = s.address;
    await spent('unpaidOrders', address, CLIENT_LIMITS.unpaidOrders.max);
    expectLimited(await placeGuest(s, cartId, newKey()));
    expect(await stockOf(t, WATCH)).toBe(10);
    expect((await s.rest('GET', `/guest-carts/${cartId}`)).statusCode).toBe(200);
  });

  it('answer 429 past the pieces their orders hold, and take the order once it fits', async () => {
    await setStock(t, WATCH, 10);
    const s = shopper(t, 'en-int', '10.66.2.1');
    const cartId = await s.createGuestCart();
    const added = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH, qty: 3 } });
    const itemId = (added.json() as { items: { item_id: number }[] }).items[0]!.item_id;
    await saveGuestShipping(
      s,
      cartId,
      shippingRequest('pickupdate', { pickup_date: pickupIn(10), pickup_time: '11:00' }),
    );
    await spent('heldUnits', '10.66.2.1', CLIENT_LIMITS.heldUnits.max - 2);
    expectLimited(await placeGuest(s, cartId, newKey()));
    expect(await stockOf(t, WATCH)).toBe(10);
    // The refused order counted nothing: with two pieces it fits.
    expect(await counted('heldUnits', '10.66.2.1')).toBe(CLIENT_LIMITS.heldUnits.max - 2);
    const put = await s.rest('PUT', `/guest-carts/${cartId}/items/${itemId}`, { cartItem: { qty: 2 } });
    expect(put.statusCode).toBe(200);
    const placed = await placeGuest(s, cartId, newKey());
    expect(placed.json()).toMatchObject({ status: 'pending_payment' });
    expect(await stockOf(t, WATCH)).toBe(8);
  });
});

describe('pieces of one product held by unpaid orders', () => {
  it('answer 429 past the limit for that product, while another product still sells', async () => {
    const OTHER = 'MA-HER-CHR-01-SIL-40';
    await setStock(t, WATCH, 20);
    await setStock(t, OTHER, 20);
    const { rows } = await t.db.query<{ id: number }>('select id from product where sku = $1', [WATCH]);
    const address = '10.66.3.1';
    const nearlyAll = CLIENT_LIMITS.heldUnitsOfOneProduct.max - 1;
    await spent('heldUnitsOfOneProduct', address, nearlyAll, `:product:${rows[0]!.id}`);

    const s = shopper(t, 'en-int', address);
    const cartId = await s.createGuestCart();
    const added = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH, qty: 2 } });
    const itemId = (added.json() as { items: { item_id: number }[] }).items[0]!.item_id;
    await saveGuestShipping(
      s,
      cartId,
      shippingRequest('pickupdate', { pickup_date: pickupIn(10), pickup_time: '11:00' }),
    );
    const refused = await placeGuest(s, cartId, newKey());
    expectLimited(refused);
    expect((refused.json() as { message: string }).message).toContain('pieces of this product');
    expect(await stockOf(t, WATCH)).toBe(20);

    await s.rest('DELETE', `/guest-carts/${cartId}/items/${itemId}`);
    await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: OTHER, qty: 2 } });
    expect((await placeGuest(s, cartId, newKey())).statusCode).toBe(200);
    expect(await stockOf(t, OTHER)).toBe(18);
  });
});

describe('a shopper', () => {
  it('goes through a whole visit far below every limit', async () => {
    await setStock(t, WATCH, 10);
    const { s, cartId } = await guestReadyToPay(t);
    for (const message of ['Happy birthday', 'Happy birthday, Paul', 'Joyeux anniversaire']) {
      const res = await s.rest('POST', `/guest-carts/${cartId}/gift-message`, {
        gift_message: { ...GIFT.gift_message, message },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await placeGuest(s, cartId, newKey())).statusCode).toBe(200);
    const address = s.address;
    expect(await counted('guestCarts', address)).toBe(1);
    expect(await counted('giftMessageWrites', address)).toBe(3);
    expect(await counted('unpaidOrders', address)).toBe(1);
    expect(await counted('heldUnits', address)).toBe(1);
    for (const limit of Object.keys(CLIENT_LIMITS) as ClientLimit[]) {
      expect(await counted(limit, address)).toBeLessThanOrEqual(CLIENT_LIMITS[limit].max / 5);
    }
  });
});
