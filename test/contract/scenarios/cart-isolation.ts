import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import { cartCountsProblem } from '../../../scripts/verify-contract/behaviour/cart';
import { guestCartPath } from './cart-steps';
import type { Discovered } from './discovered';
import { secondCustomerCartLine } from './customer-isolation';
import { secondCustomer } from './second-customer';

const NOT_THIS_CART = { status: 404, code: 'not_found' } as const;

/**
 * rule cart-isolation (cart.yaml): a cart's lines are reached only through that cart. A second guest cart (one
 * more guest cart per run, against the per-address hourly limit) names the first cart's line in its path: the
 * change and the removal are refused as unknown, and the first cart still holds the line as it was.
 */
export const guestCartIsolation = (found: Discovered): Scenario => ({
  operationId: 'updateGuestCartItem',
  async run(t) {
    const { cartId } = guestCartPath(found);
    const itemId = need(found.guest.keptItemId, 'the line of the guest cart (addGuestCartItem)');
    const other = await t.ok('createGuestCart', 'a second guest cart (rule cart-isolation)');
    if (!other) return;
    found.otherGuestCartId = other;
    await refusesLineOf(t, 'guest', other, itemId);
    await t.ok(
      'getGuestCart',
      `rule cart-isolation: cart ${cartId} after the second cart's attempts`,
      { path: { cartId } },
      (cart) => {
        const line = cart.items.find((i) => i.item_id === itemId);
        if (!line)
          return `rule cart-isolation: line ${itemId} left cart ${cartId} when another cart removed it`;
        if (line.qty !== 1)
          return `rule cart-isolation: line ${itemId} has qty ${line.qty} after another cart changed it`;
        return cartCountsProblem(cart);
      },
    );
  },
});

/**
 * The signed-in customer's cart and the guest's: neither reaches the other's lines (two carts of two shoppers).
 * Runs only signed in.
 */
export const mineCartIsolation = (found: Discovered): Scenario => ({
  operationId: 'updateMineCartItem',
  async run(t) {
    if (!found.signedIn) return;
    const guestLine = need(found.guest.keptItemId, 'the line of the guest cart (addGuestCartItem)');
    await t.rejects(
      'updateMineCartItem',
      `rule cart-isolation: line ${guestLine} of the guest cart through the customer's cart`,
      { path: { itemId: guestLine }, body: { cartItem: { qty: 2 } } },
      NOT_THIS_CART,
    );
    const mineLine = found.mine.keptItemId;
    if (mineLine !== null && found.otherGuestCartId)
      await refusesLineOf(t, 'customer', found.otherGuestCartId, mineLine);
    // rule customer-isolation: and another customer's cart cannot reach it either.
    const second = await secondCustomer(t, found);
    if (second && mineLine !== null) await secondCustomerCartLine(t, second, mineLine);
  },
});

/**
 * rule idempotency-key-scope (cart.yaml IdempotencyKey): a key is bound to its cart. The guest order's key
 * sent for the second guest cart, with the same body, is refused (422), never answered with the first order.
 */
export const idempotencyKeyScope = (found: Discovered): Scenario => ({
  operationId: 'placeGuestOrder',
  async run(t) {
    const placed = found.guest.orderRequest;
    if (!placed || !found.otherGuestCartId) return;
    await t.rejects(
      'placeGuestOrder',
      "rule idempotency-key-scope: the first cart's Idempotency-Key for another cart",
      {
        path: { cartId: found.otherGuestCartId },
        headers: { 'Idempotency-Key': placed.key },
        body: placed.body,
      },
      { status: 422, code: 'idempotency_key_reused' },
    );
  },
});

async function refusesLineOf(
  t: ScenarioContext,
  owner: string,
  otherCartId: string,
  itemId: number,
): Promise<void> {
  const path = { cartId: otherCartId, itemId };
  await t.rejects(
    'updateGuestCartItem',
    `rule cart-isolation: qty of line ${itemId} of the ${owner} cart through another cart`,
    { path, body: { cartItem: { qty: 2 } } },
    NOT_THIS_CART,
  );
  await t.rejects(
    'removeGuestCartItem',
    `rule cart-isolation: removing line ${itemId} of the ${owner} cart through another cart`,
    { path },
    NOT_THIS_CART,
  );
}
