import { claimIdempotencyKey, purgeExpiredIdempotencyKeys } from '../domain/order/idempotency';
import { setStock } from '../test-utils/cart-test-client';
import { guestReadyToPay, newKey, placeGuest, stockOf, WATCH } from '../test-utils/checkout-test-steps';
import { createTestApp, type TestApp } from '../test-utils/test-app';

/** An Idempotency-Key is bound to the request it first came with, and forgotten after 24 hours. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setStock(t, WATCH, 50);
});
afterAll(() => t.close());

const BODY = { email: 'louise.martin@example.com', paymentMethod: { method: 'caseback_paylater' } };
const REUSED = {
  code: 'idempotency_key_reused',
  message:
    'This Idempotency-Key was already used with a different request. Use a new key for a new checkout attempt.',
};

const orderCount = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from sales_order')).rows[0]!.n;

/** Moves an order's placing time back, as if it had been placed `hours` ago. */
const ageOrder = (incrementId: string, hours: number) =>
  t.db.query(
    `update sales_order set created_at = now() - make_interval(hours => $2) where increment_id = $1`,
    [incrementId, hours],
  );

describe('the same Idempotency-Key', () => {
  it('with a different body answers 422 and places nothing; the first request still answers its order', async () => {
    const { s, cartId } = await guestReadyToPay(t);
    const key = newKey();
    const first = await placeGuest(s, cartId, key, BODY);
    expect(first.statusCode).toBe(200);
    const before = await orderCount();
    const stock = await stockOf(t, WATCH);

    const changed = await placeGuest(s, cartId, key, { ...BODY, email: 'someone.else@example.com' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual(REUSED);
    const otherMethod = await placeGuest(s, cartId, key, {
      ...BODY,
      paymentMethod: { method: 'caseback_wallet' },
    });
    expect(otherMethod.json()).toEqual(REUSED);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t, WATCH)).toBe(stock);

    const again = await placeGuest(s, cartId, key, BODY);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('with the same body written in another key order is the same request', async () => {
    const { s, cartId } = await guestReadyToPay(t);
    const key = newKey();
    const first = await placeGuest(s, cartId, key, BODY);
    const reordered = await s.rest(
      'POST',
      `/guest-carts/${cartId}/payment-information`,
      '{"paymentMethod":{"method":"caseback_paylater"},"email":"louise.martin@example.com"}',
      { 'idempotency-key': key },
    );
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json()).toEqual(first.json());
  });

  it("for another cart answers 422 without revealing the first cart's order", async () => {
    const key = newKey();
    const one = await guestReadyToPay(t);
    expect((await placeGuest(one.s, one.cartId, key, BODY)).statusCode).toBe(200);
    const other = await guestReadyToPay(t);
    const res = await placeGuest(other.s, other.cartId, key, BODY);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(REUSED);
    // The other cart is untouched: a new key orders it.
    expect((await placeGuest(other.s, other.cartId, newKey(), BODY)).statusCode).toBe(200);
  });
});

describe('keys expire after 24 hours', () => {
  it('the purge forgets keys older than 24 hours and keeps younger ones', async () => {
    const old = await guestReadyToPay(t);
    const oldKey = newKey();
    const oldOrder = (await placeGuest(old.s, old.cartId, oldKey, BODY)).json() as { increment_id: string };
    const young = await guestReadyToPay(t);
    const youngKey = newKey();
    const youngOrder = (await placeGuest(young.s, young.cartId, youngKey, BODY)).json() as {
      increment_id: string;
    };
    await ageOrder(oldOrder.increment_id, 25);
    await ageOrder(youngOrder.increment_id, 23);

    expect(await purgeExpiredIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query<{ increment_id: string; idempotency_key: string | null }>(
      'select increment_id, idempotency_key from sales_order where increment_id = any($1) order by id',
      [[oldOrder.increment_id, youngOrder.increment_id]],
    );
    expect(rows).toEqual([
      { increment_id: oldOrder.increment_id, idempotency_key: null },
      { increment_id: youngOrder.increment_id, idempotency_key: youngKey },
    ]);
    // The expired key no longer answers the old order: its cart is ordered, so a late replay finds nothing.
    expect((await placeGuest(old.s, old.cartId, oldKey, BODY)).statusCode).toBe(404);
    expect((await placeGuest(young.s, young.cartId, youngKey, BODY)).json()).toEqual(youngOrder);
  });

  it('an expired key not yet purged is free for a new request', async () => {
    const first = await guestReadyToPay(t);
    const key = newKey();
    const firstOrder = (await placeGuest(first.s, first.cartId, key, BODY)).json() as {
      increment_id: string;
    };
    await ageOrder(firstOrder.increment_id, 25);
    const next = await guestReadyToPay(t);
    const res = await placeGuest(next.s, next.cartId, key, BODY);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { increment_id: string }).increment_id).not.toBe(firstOrder.increment_id);
  });
});

// A request still in flight can only be seen with a second connection: PGlite has one and runs requests
// one after another, so there a twin always finds the first one finished (the tests above).
if (process.env.TEST_DATABASE_URL) {
  it('a twin that arrives while the first request holds the key answers 409 in use', async () => {
    const { s, cartId } = await guestReadyToPay(t);
    const key = newKey();
    await t.db.transaction(async (tx) => {
      await claimIdempotencyKey(tx, key);
      const twin = await placeGuest(s, cartId, key, BODY);
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toEqual({
        code: 'idempotency_key_in_use',
        message: 'A request with this Idempotency-Key is still being processed. Retry it in a moment.',
      });
    });
    // Once it is released the same request goes through.
    expect((await placeGuest(s, cartId, key, BODY)).statusCode).toBe(200);
  });
}

describe('the lookup of an order by its key, at every order', () => {
  it('has only the unique index of the key to take, whatever the statistics say', async () => {
    // Migration 034: an index whose condition an equality on the key implies (the keyed orders by age) was taken
    // by the planner while the statistics were older than the rows, reading every keyed order at each order.
    const { rows } = await t.db.query<{ indexname: string }>(
      `select indexname from pg_indexes
        where schemaname = current_schema() and tablename = 'sales_order' and indexdef like '%idempotency_key%'`,
    );
    expect(rows.map((row) => row.indexname)).toEqual(['sales_order_idempotency_idx']);
  });
});
