import type { components } from '../../../../src/common/contract/schema.gen';
import type { Mutation } from '../plant';
import { copy, params, requestBody } from './planted-request';
import { CART, CHECKOUT } from './scenario-sets';

type Schemas = components['schemas'];

/** The first order answered for each Idempotency-Key (the mutation that answers it to another cart). */
const placedByKey = new Map<string, { cartId: string; payload: unknown }>();

/** Behaviour: carts, totals and orders. */
export const CART_AND_ORDER_MUTATIONS: Mutation[] = [
  {
    name: 'totals a line at other than price × qty',
    only: CART,
    body(at, body) {
      if (at.operationId !== 'updateGuestCartItem') return body;
      const cart = copy<Schemas['Cart']>(body);
      const line = cart.items.find((i) => i.qty > 1);
      if (line) line.row_total = line.price;
      return cart;
    },
    caughtBy: {
      operationId: 'updateGuestCartItem',
      problem: /^rule line-total: response\.items\[\d+\]\.row_total /,
    },
  },
  {
    name: 'answers a subtotal that is not the sum of the lines',
    only: CHECKOUT,
    body(at, body) {
      if (at.operationId !== 'getGuestCartTotals') return body;
      const totals = copy<Schemas['Totals']>(body);
      totals.subtotal += 100;
      totals.grand_total += 100;
      for (const s of totals.total_segments)
        if (s.code === 'subtotal' || s.code === 'grand_total') s.value += 100;
      return totals;
    },
    caughtBy: {
      operationId: 'getGuestCartTotals',
      problem: /^subtotal \d+ instead of \d+, the sum of the lines$/,
    },
  },
  {
    name: "places an order for another total than its cart's",
    only: CHECKOUT,
    body(at, body) {
      if (at.operationId !== 'getLastOrder') return body;
      const order = copy<Schemas['OrderSummary']>(body);
      for (const s of order.total_segments) if (s.code === 'grand_total') s.value += 500;
      return order;
    },
    caughtBy: { operationId: 'getLastOrder', problem: /^rule order-total: the order's grand_total / },
  },
  {
    name: 'places an order without taking its stock',
    only: CHECKOUT,
    async beforeHandler(at) {
      if (at.operationId !== 'placeGuestOrder') return;
      // What the order is about to take is added first, written around the shop (no change feed): the stock
      // ends as it was before the order.
      await at.db.query(
        `update stock_item s set qty = s.qty + i.qty
           from cart_item i join cart c on c.id = i.cart_id
          where c.masked_id = $1 and s.product_id = i.product_id`,
        [String(params(at).cartId)],
      );
    },
    caughtBy: { operationId: 'getProductByUrlKey', problem: /^rule stock-follows-order: / },
  },
  {
    name: "changes a line of one cart through another cart's path",
    only: CART,
    async beforeHandler(at) {
      if (at.operationId !== 'updateGuestCartItem' && at.operationId !== 'removeGuestCartItem') return;
      // The line found by its id alone, in whichever cart holds it.
      const { rows } = await at.db.query<{ masked_id: string }>(
        'select c.masked_id from cart_item i join cart c on c.id = i.cart_id where i.id = $1',
        [Number(params(at).itemId)],
      );
      if (rows[0]) params(at).cartId = rows[0].masked_id;
    },
    caughtBy: { operationId: 'updateGuestCartItem', problem: /^status 200 instead of 404$/ },
  },
  {
    name: "answers another cart's order for its Idempotency-Key",
    only: [...CHECKOUT, 'updateGuestCartItem'],
    send(at, payload) {
      if (at.operationId !== 'placeGuestOrder') return payload;
      const key = String(at.request.headers['idempotency-key']);
      const cartId = String(params(at).cartId);
      const seen = placedByKey.get(key);
      if (at.reply.statusCode === 200 && !seen) placedByKey.set(key, { cartId, payload });
      if (at.reply.statusCode === 422 && seen && seen.cartId !== cartId) {
        at.reply.code(200);
        return seen.payload;
      }
      return payload;
    },
    caughtBy: { operationId: 'placeGuestOrder', problem: /^status 200 instead of 422$/ },
  },
  {
    name: 'takes a negative quantity as a positive one',
    only: CART,
    beforeValidation(at) {
      const item = requestBody(at)?.cartItem as { qty?: number } | undefined;
      if (at.operationId === 'addGuestCartItem' && item?.qty !== undefined && item.qty < 0)
        item.qty = -item.qty;
    },
    caughtBy: { operationId: 'addGuestCartItem', problem: /^status 200 instead of 400$/ },
  },
  {
    name: 'places a guest order for a malformed e-mail',
    only: CHECKOUT,
    beforeValidation(at) {
      const body = requestBody(at);
      if (at.operationId === 'placeGuestOrder' && body?.email === 'not-an-email')
        body.email = 'not-an-email@example.com';
    },
    caughtBy: { operationId: 'placeGuestOrder', problem: /^status 200 instead of 400$/ },
  },
];
