import type { Shopper } from '../../src/server/test-utils/cart-test-client';
import {
  guestReadyToPay,
  newKey,
  placeGuest,
  stockOf,
  WATCH,
} from '../../src/server/test-utils/checkout-test-steps';
import { createTestApp, type TestApp } from '../../src/server/test-utils/test-app';

/**
 * The no-oversell guarantee under real concurrency. PGlite has one connection and serialises everything,
 * so it cannot race: this file needs PostgreSQL (TEST_DATABASE_URL, a fresh database per file).
 */
const POSTGRES = process.env.TEST_DATABASE_URL;
const BUYERS = 20;
const UNITS = 3;

interface Answer {
  statusCode: number;
  body: { code?: string; message?: string; increment_id?: string };
}

if (!POSTGRES) {
  it('runs on PostgreSQL only', () => {
    throw new Error(
      'test/load/order-race.test.ts needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres). ' +
        'PGlite has a single connection, so it cannot show whether concurrent orders oversell.',
    );
  });
} else {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.db.driver).toBe('postgres');
  });
  afterAll(() => t.close());

  const place = async (ready: { s: Shopper; cartId: string }, key: string): Promise<Answer> => {
    const res = await placeGuest(ready.s, ready.cartId, key);
    return { statusCode: res.statusCode, body: res.json() as Answer['body'] };
  };

  it(`sells the last ${UNITS} units exactly once to ${BUYERS} concurrent buyers`, async () => {
    await t.db.query(
      'update stock_item set qty = $2 where product_id = (select id from product where sku = $1)',
      [WATCH, UNITS],
    );
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await guestReadyToPay(t));

    const answers = await Promise.all(buyers.map((b) => place(b, newKey())));

    const sold = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(sold).toHaveLength(UNITS);
    expect(refused).toHaveLength(BUYERS - UNITS);
    for (const r of refused) {
      expect(r.body).toEqual({
        code: 'insufficient_stock',
        message: 'Heritage Chronograph is not available in the requested quantity.',
      });
    }
    expect(new Set(sold.map((a) => a.body.increment_id)).size).toBe(UNITS);
    expect(await stockOf(t, WATCH)).toBe(0);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sales_order o join sales_order_item i on i.order_id = o.id where i.sku = $1 and o.idempotency_key is not null',
      [WATCH],
    );
    expect(rows[0]!.n).toBe(UNITS);
  });

  it('creates one order when the same request arrives many times at once', async () => {
    await t.db.query(
      'update stock_item set qty = 10 where product_id = (select id from product where sku = $1)',
      [WATCH],
    );
    const buyer = await guestReadyToPay(t);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(buyer, key)));
    // A twin that arrives while the first is in flight is told to retry (409, the IETF draft's answer);
    // every other answer is the one order.
    const placed = answers.filter((a) => a.statusCode === 200);
    const inFlight = answers.filter((a) => a.statusCode === 409);
    expect(placed.length + inFlight.length).toBe(8);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const a of inFlight) expect(a.body.code).toBe('idempotency_key_in_use');
    expect(new Set(placed.map((a) => a.body.increment_id)).size).toBe(1);
    // The retry after the first has finished answers the same order.
    const retry = await place(buyer, key);
    expect(retry).toMatchObject({ statusCode: 200, body: { increment_id: placed[0]!.body.increment_id } });
    expect(await stockOf(t, WATCH)).toBe(9);
  });
}
