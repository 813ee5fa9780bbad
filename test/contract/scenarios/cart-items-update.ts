import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import {
  guestCartPath,
  rejectsCartIds,
  refusesSignedOut,
  refusesWithoutRequestedWith,
  type Side,
} from './cart-steps';
import { bodyKeyword, numberKeyword } from './contract-parameters';
import type { Discovered } from './discovered';

const OPERATION = { guest: 'updateGuestCartItem', mine: 'updateMineCartItem' } as const;
const QTY = { status: 400, code: 'validation_failed', field: 'body.cartItem.qty' } as const;

export const updateGuestCartItem = (found: Discovered): Scenario => ({
  operationId: 'updateGuestCartItem',
  async run(t) {
    await refusesSignedOut(t, 'updateMineCartItem', { path: { itemId: 1 }, body: { cartItem: { qty: 1 } } });
    const cartId = guestCartPath(found).cartId;
    const itemId = await updatesSpareLine(t, found, 'guest', { cartId });
    const path = { cartId, itemId };
    const maximum = bodyKeyword('updateGuestCartItem', ['cartItem', 'qty'], 'maximum');
    await t.rejects(
      'updateGuestCartItem',
      `qty ${maximum + 1}`,
      { path, body: { cartItem: { qty: maximum + 1 } } },
      QTY,
    );
    await t.rejects(
      'updateGuestCartItem',
      'item id 0',
      { path: { cartId, itemId: 0 }, body: { cartItem: { qty: 1 } } },
      { status: 400, code: 'validation_failed', field: 'path.itemId' },
    );
    await rejectsCartIds(t, 'updateGuestCartItem', { path, body: { cartItem: { qty: 1 } } });
  },
});

export const updateMineCartItem = (found: Discovered): Scenario => ({
  operationId: 'updateMineCartItem',
  async run(t) {
    const itemId = found.mine.spareItemIds[0] ?? 1;
    await refusesWithoutRequestedWith(t, found, 'updateMineCartItem', {
      path: { itemId },
      body: { cartItem: { qty: 1 } },
    });
    if (found.signedIn) await updatesSpareLine(t, found, 'mine', {});
  },
});

/**
 * A spare line (never ordered, so its stock is never taken) goes to qty 2; then qty 0 and an item id of no
 * line are refused. Answers the spare line's id.
 */
async function updatesSpareLine(
  t: ScenarioContext,
  found: Discovered,
  side: Side,
  path: Record<string, string>,
): Promise<number> {
  const state = found[side];
  const operationId = OPERATION[side];
  const itemId = need(state.spareItemIds[0], `a spare line in the ${side} cart (the ${side} add item step)`);
  const cart = await t.ok(
    operationId,
    `item ${itemId} to qty 2`,
    { path: { ...path, itemId }, body: { cartItem: { qty: 2 } } },
    (body) => {
      const line = body.items.find((i) => i.item_id === itemId);
      if (!line) return `item ${itemId} is gone after changing its quantity`;
      const sum = body.items.reduce((total, i) => total + i.qty, 0);
      if (body.items_qty !== sum)
        return `items_qty ${body.items_qty} instead of ${sum}, the sum of the lines`;
      return line.qty === 2 ? null : `qty ${line.qty} instead of 2`;
    },
  );
  if (cart) state.cart = cart;
  await t.rejects(operationId, 'qty 0', { path: { ...path, itemId }, body: { cartItem: { qty: 0 } } }, QTY);
  let unknown = numberKeyword(operationId, 'itemId', 'maximum');
  while (state.cart?.items?.some((i) => i.item_id === unknown)) unknown--;
  await t.rejects(
    operationId,
    `item id ${unknown}, no line of this cart`,
    { path: { ...path, itemId: unknown }, body: { cartItem: { qty: 1 } } },
    { status: 404, code: 'not_found' },
  );
  return itemId;
}
