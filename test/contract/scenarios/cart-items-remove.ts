import type { Scenario, ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import {
  guestCartPath,
  rejectsCartIds,
  refusesSignedOut,
  refusesWithoutRequestedWith,
  type Side,
} from './cart-steps';
import type { Discovered } from './discovered';

const OPERATION = { guest: 'removeGuestCartItem', mine: 'removeMineCartItem' } as const;
/** Lines of an account's cart left from earlier visits are removed too, but never more than these. */
const MAX_LEFTOVERS = 5;

export const removeGuestCartItem = (found: Discovered): Scenario => ({
  operationId: 'removeGuestCartItem',
  async run(t) {
    await refusesSignedOut(t, 'removeMineCartItem', { path: { itemId: 1 } });
    const cartId = guestCartPath(found).cartId;
    const removed = await removesSpareLines(t, found, 'guest', { cartId });
    await t.rejects(
      'removeGuestCartItem',
      'item id abc',
      { path: { cartId, itemId: 'abc' } },
      { status: 400, code: 'validation_failed', field: 'path.itemId' },
    );
    await rejectsCartIds(t, 'removeGuestCartItem', { path: { itemId: removed ?? 1 } });
  },
});

export const removeMineCartItem = (found: Discovered): Scenario => ({
  operationId: 'removeMineCartItem',
  async run(t) {
    const itemId = found.mine.spareItemIds[0] ?? 1;
    await refusesWithoutRequestedWith(t, found, 'removeMineCartItem', { path: { itemId } });
    if (found.signedIn) await removesSpareLines(t, found, 'mine', {});
  },
});

/**
 * Removes every line but the one the order is placed with (the spare lines, and on an account's cart what
 * earlier visits left there), then removes one of them again: no such line any more. Answers that line's id.
 */
async function removesSpareLines(
  t: ScenarioContext,
  found: Discovered,
  side: Side,
  path: Record<string, string>,
): Promise<number | null> {
  const state = found[side];
  const operationId = OPERATION[side];
  const leftovers = (state.cart?.items ?? [])
    .map((i) => i.item_id)
    .filter((id) => id !== state.keptItemId && !state.spareItemIds.includes(id))
    .slice(0, MAX_LEFTOVERS);
  const targets = [...state.spareItemIds, ...leftovers];
  for (const itemId of targets) {
    const label = state.spareItemIds.includes(itemId) ? `item ${itemId}` : `item ${itemId}, left from before`;
    const cart = await t.ok(operationId, label, { path: { ...path, itemId } }, (body) =>
      body.items.some((i) => i.item_id === itemId) ? `item ${itemId} is still in the cart` : null,
    );
    if (cart) state.cart = cart;
  }
  state.spareItemIds = [];
  const again = targets[0];
  if (again === undefined) return null;
  await t.rejects(
    operationId,
    `item ${again} again, once removed`,
    { path: { ...path, itemId: again } },
    { status: 404, code: 'not_found' },
  );
  return again;
}
