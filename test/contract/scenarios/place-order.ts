import type { components } from '../../../src/common/contract/schema.gen';
import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import { idempotencyKey, orderVariationSku } from './cart-inputs';
import {
  guestCartPath,
  rejectsCartIds,
  refusesSignedOut,
  refusesWithoutRequestedWith,
  type Side,
} from './cart-steps';
import type { Discovered } from './discovered';
import { unknownEmail } from './inputs';
import { orderSummaryProblem } from './last-order';
import { orderTotalProblem } from '../../../scripts/verify-contract/behaviour/cart';
import { holdLastUnit, putBackWhole, stockFollowsOrder } from './stock-follows-order';

type PlacedOrder = components['schemas']['PlacedOrder'];

const OPERATION = { guest: 'placeGuestOrder', mine: 'placeMineOrder' } as const;
const KEY = { status: 400, code: 'validation_failed', field: 'header.Idempotency-Key' } as const;

function paymentMethod(found: Discovered): { method: string } {
  const config = need(found.checkoutConfig, 'getCheckoutConfig');
  return { method: need(config.payment_methods[0], 'a payment method (getCheckoutConfig)').code };
}

export const placeGuestOrder = (found: Discovered): Scenario => ({
  operationId: 'placeGuestOrder',
  async run(t) {
    const payment = paymentMethod(found);
    await refusesSignedOut(t, 'placeMineOrder', {
      headers: { 'Idempotency-Key': idempotencyKey() },
      body: { paymentMethod: payment },
    });
    const path = guestCartPath(found);
    const email = unknownEmail();
    const body = { email, paymentMethod: payment, billingAddress: null };
    // Every refused attempt has a key of its own: a server may remember a key together with its first answer.
    const fresh = () => ({ 'Idempotency-Key': idempotencyKey() });
    await t.rejects('placeGuestOrder', 'without Idempotency-Key', { path, body }, KEY);
    await t.rejects(
      'placeGuestOrder',
      'Idempotency-Key abc (too short)',
      { path, body, headers: { 'Idempotency-Key': 'abc' } },
      KEY,
    );
    await t.rejects(
      'placeGuestOrder',
      'a guest order without email',
      { path, headers: fresh(), body: { paymentMethod: payment } },
      { status: 400, code: 'validation_failed', field: 'body.email' },
    );
    await t.rejects(
      'placeGuestOrder',
      'a guest order for not-an-email',
      { path, headers: fresh(), body: { ...body, email: 'not-an-email' } },
      { status: 400, code: 'validation_failed', field: 'body.email' },
    );
    await t.rejects(
      'placeGuestOrder',
      'payment method cash',
      { path, headers: fresh(), body: { ...body, paymentMethod: { method: 'cash' } } },
      { status: 400, code: 'validation_failed', field: 'body.paymentMethod.method' },
    );
    await rejectsCartIds(t, 'placeGuestOrder', { headers: fresh(), body });
    found.guest.email = email;
    await placesOnce(t, found, 'guest', { path, body });
  },
});

export const placeMineOrder = (found: Discovered): Scenario => ({
  operationId: 'placeMineOrder',
  async run(t) {
    const body = { paymentMethod: paymentMethod(found) };
    await refusesWithoutRequestedWith(t, found, 'placeMineOrder', {
      headers: { 'Idempotency-Key': idempotencyKey() },
      body,
    });
    if (!found.signedIn || !t.credentials) return;
    await t.rejects('placeMineOrder', 'without Idempotency-Key', { body }, KEY);
    found.mine.email = t.credentials.email;
    await placesOnce(t, found, 'mine', { body });
  },
});

/**
 * Places the order (one unit of one watch, so that a run takes as little stock as it can), sends the same
 * request again with the same Idempotency-Key (the same order, not a second one), the same key with another
 * body (422: a key is bound to its request), then a new key (the cart is ordered: 404), and reads the success
 * page's order.
 */
async function placesOnce(
  t: ScenarioContext,
  found: Discovered,
  side: Side,
  input: { path?: Record<string, string>; body: object },
): Promise<void> {
  const state = found[side];
  const operationId = OPERATION[side];
  const sku = orderVariationSku(found);
  // Never order what the run did not put in the cart, nor more of it.
  const lines = state.cart?.items ?? [];
  const only = lines.length === 1 && lines[0]?.sku === sku && lines[0].qty === 1;
  need(only ? true : null, `a ${side} cart holding only 1 × ${sku} (it holds ${describeLines(lines)})`);

  // The guest's order also shows that stock follows orders, when the run may change stock (the ERP token).
  const held = side === 'guest' ? await holdLastUnit(t, found, sku) : null;
  const headers = { 'Idempotency-Key': idempotencyKey() };
  const placed = await t.ok(
    operationId,
    `1 × ${sku}${state.email ? ` for ${state.email}` : ''}`,
    { ...input, headers },
    (order) =>
      order.order_id > 0 && order.increment_id ? null : 'order_id and increment_id must identify the order',
  );
  if (!placed) {
    if (held) await putBackWhole(t, held);
    return;
  }
  state.order = placed;
  state.orderRequest = { key: headers['Idempotency-Key'], body: input.body };
  await t.ok(
    operationId,
    'again with the same Idempotency-Key: the same order',
    { ...input, headers },
    (order) => sameOrder(order, placed),
  );
  await t.rejects(
    operationId,
    'again with the same Idempotency-Key and another body: the key is bound to its request',
    { ...input, body: { ...input.body, email: 'another.shopper@example.com' }, headers },
    { status: 422, code: 'idempotency_key_reused' },
  );
  await t.rejects(
    operationId,
    'again with a new Idempotency-Key: the cart is ordered',
    { ...input, headers: { 'Idempotency-Key': idempotencyKey() } },
    { status: 404, code: 'not_found' },
  );
  if (held) await stockFollowsOrder(t, held);
  const giftBoxSku = found.checkoutConfig?.gift_box.giftBoxSku ?? null;
  await t.ok(
    'getLastOrder',
    `after placing ${placed.increment_id}`,
    {},
    (summary) =>
      orderSummaryProblem(summary, state, { sku, giftBoxSku }) ?? orderTotalProblem(summary, state.totals),
  );
}

function sameOrder(order: PlacedOrder, placed: PlacedOrder): string | null {
  if (order.increment_id !== placed.increment_id)
    return `increment_id ${order.increment_id} instead of ${placed.increment_id}: a second order`;
  return order.order_id === placed.order_id
    ? null
    : `order_id ${order.order_id} instead of ${placed.order_id}`;
}

function describeLines(lines: { qty: number; sku: string }[]): string {
  return lines.map((l) => `${l.qty} × ${l.sku}`).join(', ') || 'nothing known';
}
