import { UNPAID_ORDER_LIMITS } from '../../src/server/domain/security/client-limits';
import { shopper, setStock } from '../../src/server/test-utils/cart-test-client';
import {
  newKey,
  pickupIn,
  placeGuest,
  saveGuestShipping,
  shippingRequest,
  stockOf,
  WATCH,
} from '../../src/server/test-utils/checkout-test-steps';
import { createTestApp, type TestApp } from '../../src/server/test-utils/test-app';

/**
 * The per-client limit on unpaid orders under real concurrency: orders from one address arriving at once must
 * not all pass on counts that include none of them. PGlite has one connection and serialises everything, so it
 * cannot race: this file needs PostgreSQL (TEST_DATABASE_URL, a fresh database per file).
 */
const POSTGRES = process.env.TEST_DATABASE_URL;
const ADDRESS = '10.88.0.1';
const ALREADY_UNPAID = UNPAID_ORDER_LIMITS.unpaidOrders - 2;
const AT_ONCE = 8;

if (!POSTGRES) {
  it('runs on PostgreSQL only', () => {
    throw new Error(
      'test/load/unpaid-order-race.test.ts needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres). ' +
        'PGlite has a single connection, so it cannot show whether concurrent orders slip past the limit.',
    );
  });
} else {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.db.driver).toBe('postgres');
  });
  afterAll(() => t.close());

  /** A guest at ADDRESS at the payment step with one watch (boutique pickup). */
  async function readyToPay() {
    const s = shopper(t, 'en-int', ADDRESS);
    const cartId = await s.createGuestCart();
    const added = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH, qty: 1 } });
    expect(added.statusCode).toBe(200);
    const shipped = await saveGuestShipping(
      s,
      cartId,
      shippingRequest('pickupdate', { pickup_date: pickupIn(10), pickup_time: '11:00' }),
    );
    expect(shipped.statusCode).toBe(200);
    return { s, cartId };
  }

  it(`takes exactly up to ${UNPAID_ORDER_LIMITS.unpaidOrders} unpaid orders when ${AT_ONCE} from one address arrive at once`, async () => {
    await setStock(t, WATCH, 50);
    for (let i = 0; i < ALREADY_UNPAID; i++) {
      const ready = await readyToPay();
      expect((await placeGuest(ready.s, ready.cartId, newKey())).statusCode).toBe(200);
    }
    const carts = [];
    for (let i = 0; i < AT_ONCE; i++) carts.push(await readyToPay());

    const answers = await Promise.all(carts.map((c) => placeGuest(c.s, c.cartId, newKey())));

    const statuses = answers.map((a) => a.statusCode).sort();
    const room = UNPAID_ORDER_LIMITS.unpaidOrders - ALREADY_UNPAID;
    expect(statuses).toEqual([...Array(room).fill(200), ...Array(AT_ONCE - room).fill(429)]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from sales_order where client_address = $1 and status = 'pending_payment'`,
      [ADDRESS],
    );
    expect(rows[0]!.n).toBe(UNPAID_ORDER_LIMITS.unpaidOrders);
    expect(await stockOf(t, WATCH)).toBe(50 - UNPAID_ORDER_LIMITS.unpaidOrders);
  });
}
