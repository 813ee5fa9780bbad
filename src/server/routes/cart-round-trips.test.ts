import type { Queryable } from '../db/types';
import { shopper } from '../test-utils/cart-test-client';
import { ADDRESS, newKey, placeGuest, saveGuestShipping, WATCH } from '../test-utils/checkout-test-steps';
import { createTestApp, type TestApp } from '../test-utils/test-app';

/**
 * Round trips to the database per cart call: each statement waits for the database, so under load their
 * number, not the work in them, sets the pace (issue 18). Counted, not timed: every statement the call sends,
 * in a transaction or not, BEGIN and COMMIT included.
 */
let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const counted = (q: Queryable['query']) =>
    ((sql: string, params?: readonly unknown[]) => {
      statements.push(sql.trim().split(/\s+/).slice(0, 4).join(' '));
      return q(sql, params);
    }) as Queryable['query'];
  db.query = counted(query);
  db.transaction = (work) =>
    transaction((tx) => {
      statements.push('BEGIN');
      return work({ query: counted(tx.query.bind(tx)) }).then((result) => {
        statements.push('COMMIT');
        return result;
      });
    });
});
afterAll(() => t.close());

async function counting(call: () => Promise<{ statusCode: number; body: string }>) {
  statements = [];
  const res = await call();
  expect(res.statusCode).toBe(200);
  return statements.length;
}

describe('database round trips of the cart and checkout calls', () => {
  it('creates a guest cart, adds to it and reads its totals in one statement each, saves shipping and places the order in few', async () => {
    // The first session of the process makes the signing key; the boot's sweep of unpaid orders runs too.
    await shopper(t).createGuestCart();
    const s = shopper(t);
    let cartId = '';
    const create = await counting(async () => {
      const res = await s.rest('POST', '/guest-carts');
      cartId = res.json<string>();
      return res;
    });
    const add = () => s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH, qty: 1 } });
    await counting(add); // the first add of a SKU reads what it sells into the catalogue cache
    // One statement reads the cart, its line and the stock, writes, and answers the lines (add-in-one-statement).
    const again = await counting(add);
    const totals = await counting(() => s.rest('GET', `/guest-carts/${cartId}/totals`));
    const shipping = await counting(() =>
      saveGuestShipping(s, cartId, {
        addressInformation: {
          shipping_address: ADDRESS,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      }),
    );
    const place = await counting(() => placeGuest(s, cartId, newKey()));
    // Before issue 18: create 3, add 11, totals 2, shipping 8, place 22; then add 7, place 21, 16; shipping 7.
    // The client's count, the session's row and the cart in one statement (createGuestCart).
    expect(create).toBe(1);
    expect(again).toBe(1);
    expect(totals).toBe(1);
    // Read the cart, write it in one update (updateCartColumns), read the lines for the totals, touch the session.
    expect(shipping).toBe(4);
    // The order's number, row, lines and the cart's closing in one statement (recordOrder); the key's claim and
    // forgetting in one (claimIdempotencyKey).
    expect(place).toBe(12);
  });
});
