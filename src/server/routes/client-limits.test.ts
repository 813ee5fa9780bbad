import { listOperations } from '../../common/contract/operations';
import { ABANDONED_PAYMENT_MS } from '../domain/payment/payment-window';
import { cancelAbandonedPayments } from '../domain/payment/sweeper';
import { CLIENT_LIMITS, UNPAID_ORDER_LIMITS, type ClientLimit } from '../domain/security/client-limits';
import { setStock, shopper } from '../test-utils/cart-test-client';
import {
  decide,
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
const spent = (limit: ClientLimit, address: string, hits: number) =>
  t.db.query(
    `insert into rate_limit (bucket, hits, window_ends_at) values ($1, $2, now() + make_interval(secs => $3))
     on conflict (bucket) do update set hits = excluded.hits, window_ends_at = excluded.window_ends_at`,
    [`${limit}:ip:${address}`, hits, CLIENT_LIMITS[limit].windowS],
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
    message: expect.stringMatching(/^Too many|^Your network|^One order/),
    retry_after_s: retryAfter,
  });
}

describe('guest carts per client address', () => {
  it(`allows ${CLIENT_LIMITS.guestCarts.max} an hour, then answers 429; other addresses are not affected`, async () => {
    const script = shopper(t, 'en-int', '10.66.0.1');
    for (let i = 0; i < CLIENT_LIMITS.guestCarts.max; i++) {
      expect((await script.rest('POST', '/guest-carts')).statusCode).toBe(200);
    }
    const rows = async () => ({
      sessions: (await t.db.query('select 1 from session')).rowCount,
      carts: (await t.db.query('select 1 from cart')).rowCount,
    });
    const before = await rows();
    // A cookie-less script: refused before anything is stored, neither a cart nor its session.
    const fresh = shopper(t, 'en-int', '10.66.0.1');
    expectLimited(await fresh.rest('POST', '/guest-carts'));
    expect(await rows()).toEqual(before);
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

const WINDOW_S = ABANDONED_PAYMENT_MS / 1000;
const OTHER_WATCH = 'MA-HER-CHR-01-SIL-40';
const STRAP = 'MA-STR-ALL-BLU-20';

interface Placed {
  order_id: number;
  redirect_url: string;
}

/** A shopper at `address` who orders `qty` × each sku (boutique pickup, paid later): the order's answer. */
async function orderFrom(address: string, items: Record<string, number> = { [WATCH]: 1 }) {
  const s = shopper(t, 'en-int', address);
  const cartId = await s.createGuestCart();
  for (const [sku, qty] of Object.entries(items)) {
    const added = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku, qty } });
    if (added.statusCode !== 200) throw new Error(`add ${sku} answered ${added.statusCode}: ${added.body}`);
  }
  const shipped = await saveGuestShipping(
    s,
    cartId,
    shippingRequest('pickupdate', { pickup_date: pickupIn(10), pickup_time: '11:00' }),
  );
  if (shipped.statusCode !== 200) throw new Error(`shipping answered ${shipped.statusCode}: ${shipped.body}`);
  return placeGuest(s, cartId, newKey());
}

async function placedFrom(address: string, items?: Record<string, number>): Promise<Placed> {
  const res = await orderFrom(address, items);
  if (res.statusCode !== 200) throw new Error(`placing answered ${res.statusCode}: ${res.body}`);
  return res.json() as Placed;
}

/** The shopper approves the payment on the sandbox provider's page. */
async function pay(order: Placed) {
  expect((await decide(t, order.redirect_url, 'approve')).statusCode).toBe(303);
}

/** Moves an order's placement `minutes` into the past, as if it had been placed then. */
const placedAgo = (order: Placed, minutes: number) =>
  t.db.query(`update sales_order set created_at = created_at - make_interval(mins => $2) where id = $1`, [
    order.order_id,
    minutes,
  ]);

/** The contract's example of this refusal (placeGuestOrder 429), with the answer's Retry-After seconds. */
function documented(example: string, retryAfterS: number): string {
  const op = listOperations().find((o) => o.operationId === 'placeGuestOrder')!;
  const found = op.responses['429']!.examples.find(([name]) => name === example);
  const { message, retry_after_s } = found![1] as { message: string; retry_after_s: number };
  return message.replace(`in ${retry_after_s} seconds`, `in ${retryAfterS} seconds`);
}

/** The refusal's message is the one the contract documents, under its example's name. */
function expectDocumented(res: { json(): unknown }, example: string) {
  const { message, retry_after_s } = res.json() as { message: string; retry_after_s: number };
  expect(message).toBe(documented(example, retry_after_s));
}

const unpaidFrom = async (address: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from sales_order where client_address = $1 and status = 'pending_payment'`,
      [address],
    )
  ).rows[0]!.n;

describe('unpaid orders per client address', () => {
  beforeEach(async () => {
    for (const sku of [WATCH, OTHER_WATCH, STRAP]) await setStock(t, sku, 40);
  });

  it(`refuse the order after ${UNPAID_ORDER_LIMITS.unpaidOrders} unpaid ones until the oldest is released; other addresses are not affected`, async () => {
    const address = '10.66.2.1';
    const orders: Placed[] = [];
    for (let i = 0; i < UNPAID_ORDER_LIMITS.unpaidOrders; i++) orders.push(await placedFrom(address));
    const stock = await stockOf(t, WATCH);

    const refused = await orderFrom(address);
    expectLimited(refused);
    expectDocumented(refused, 'orders');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(WINDOW_S - 120);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_S);
    expect(await stockOf(t, WATCH)).toBe(stock);
    expect(await unpaidFrom(address)).toBe(UNPAID_ORDER_LIMITS.unpaidOrders);

    // Retry-After: until the oldest order's hold ends (placed 20 minutes ago: in 10 minutes).
    await placedAgo(orders[0]!, 20);
    const later = await orderFrom(address);
    expectLimited(later);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(WINDOW_S - 20 * 60 - 120);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_S - 20 * 60);

    expect((await orderFrom('10.66.2.2')).statusCode).toBe(200);
  });

  it('take the next order once one is paid: paid orders never count', async () => {
    const address = '10.66.2.3';
    const orders: Placed[] = [];
    for (let i = 0; i < UNPAID_ORDER_LIMITS.unpaidOrders; i++) orders.push(await placedFrom(address));
    expectLimited(await orderFrom(address));

    await pay(orders[0]!);
    await pay(orders[1]!);
    const next = await placedFrom(address);
    // Two paid, one more unpaid: room for exactly one more.
    expect(await unpaidFrom(address)).toBe(UNPAID_ORDER_LIMITS.unpaidOrders - 1);
    expect((await orderFrom(address)).statusCode).toBe(200);
    expectLimited(await orderFrom(address));

    // A shopper (or a test run) paying each order at once is never refused.
    const payer = '10.66.2.4';
    for (let i = 0; i < 3 * UNPAID_ORDER_LIMITS.unpaidOrders; i++) await pay(await placedFrom(payer));
    expect(await unpaidFrom(payer)).toBe(0);
    await pay(next);
  });

  it('take the next order once the sweeper releases an abandoned one, and forget its address', async () => {
    const address = '10.66.2.5';
    const orders: Placed[] = [];
    for (let i = 0; i < UNPAID_ORDER_LIMITS.unpaidOrders; i++) orders.push(await placedFrom(address));
    expectLimited(await orderFrom(address));

    await placedAgo(orders[0]!, WINDOW_S / 60 + 1);
    expect(await cancelAbandonedPayments(t.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query<{ status: string; client_address: string | null }>(
      'select status, client_address from sales_order where id = $1',
      [orders[0]!.order_id],
    );
    expect(rows[0]).toEqual({ status: 'canceled', client_address: null });
    expect((await orderFrom(address)).statusCode).toBe(200);
  });

  it('take one order of a full cart line of one watch, not a second unpaid one of the same watch', async () => {
    const address = '10.66.3.1';
    const fullLine = UNPAID_ORDER_LIMITS.heldUnitsOfOneProduct;
    await placedFrom(address, { [WATCH]: fullLine });
    expect(await stockOf(t, WATCH)).toBe(40 - fullLine);

    const refused = await orderFrom(address, { [WATCH]: 1 });
    expectLimited(refused);
    expectDocumented(refused, 'oneProduct');
    expect(await stockOf(t, WATCH)).toBe(40 - fullLine);
    // Another product still sells to the same address.
    expect((await orderFrom(address, { [OTHER_WATCH]: 2 })).statusCode).toBe(200);
  });

  it('refuse pieces beyond the total held, until enough are released', async () => {
    const address = '10.66.3.2';
    const first = await placedFrom(address, { [WATCH]: 10 });
    await placedFrom(address, { [OTHER_WATCH]: UNPAID_ORDER_LIMITS.heldUnits - 10 });
    const refused = await orderFrom(address, { [STRAP]: 1 });
    expectLimited(refused);
    expectDocumented(refused, 'pieces');
    expect(await stockOf(t, STRAP)).toBe(40);

    await pay(first);
    expect((await orderFrom(address, { [STRAP]: 1 })).statusCode).toBe(200);
  });

  it('answer Retry-After for when enough pieces are released, not just the oldest order', async () => {
    const address = '10.66.3.4';
    const small = await placedFrom(address, { [WATCH]: 2 });
    const large = await placedFrom(address, { [OTHER_WATCH]: 10 });
    await placedFrom(address, { [STRAP]: UNPAID_ORDER_LIMITS.heldUnits - 12 });
    await placedAgo(small, 20);
    await placedAgo(large, 10);
    // Releasing the oldest (2 pieces, in 10 minutes) leaves no room for 3 more; the next one (in 20) does.
    const refused = await orderFrom(address, { [WATCH]: 3 });
    expectLimited(refused);
    expectDocumented(refused, 'pieces');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(WINDOW_S - 10 * 60 - 120);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_S - 10 * 60);
  });

  it('refuse an order that alone holds more pieces than allowed, saying so', async () => {
    const fullLine = UNPAID_ORDER_LIMITS.heldUnitsOfOneProduct;
    const items = { [WATCH]: fullLine, [OTHER_WATCH]: fullLine, [STRAP]: fullLine };
    const refused = await orderFrom('10.66.3.3', items);
    expectLimited(refused);
    expectDocumented(refused, 'oneOrder');
    expect(await stockOf(t, WATCH)).toBe(40);
  });
});

describe('a shopper', () => {
  it('goes through a whole visit far below every limit, and holds nothing once paid', async () => {
    await setStock(t, WATCH, 10);
    const { s, cartId } = await guestReadyToPay(t);
    for (const message of ['Happy birthday', 'Happy birthday, Paul', 'Joyeux anniversaire']) {
      const res = await s.rest('POST', `/guest-carts/${cartId}/gift-message`, {
        gift_message: { ...GIFT.gift_message, message },
      });
      expect(res.statusCode).toBe(200);
    }
    const placed = await placeGuest(s, cartId, newKey());
    expect(placed.statusCode).toBe(200);
    const address = s.address;
    expect(await counted('guestCarts', address)).toBe(1);
    expect(await counted('giftMessageWrites', address)).toBe(3);
    for (const limit of Object.keys(CLIENT_LIMITS) as ClientLimit[]) {
      expect(await counted(limit, address)).toBeLessThanOrEqual(CLIENT_LIMITS[limit].max / 5);
    }
    expect(await unpaidFrom(address)).toBe(1);
    await pay(placed.json() as Placed);
    expect(await unpaidFrom(address)).toBe(0);
  });
});
