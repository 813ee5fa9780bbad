import type { Scenario, ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import { need } from '../../../scripts/verify-contract/scenario-api';
import { giftMessage, giftMessageTexts } from './cart-inputs';
import {
  guestCartPath,
  rejectsCartIds,
  refusesSignedOut,
  refusesWithoutRequestedWith,
  type Side,
} from './cart-steps';
import { numberKeyword } from './contract-parameters';
import type { Discovered } from './discovered';
import { sameGiftMessage } from './gift-message';

const OPERATION = { guest: 'saveGuestItemGiftMessage', mine: 'saveMineItemGiftMessage' } as const;

export const saveGuestItemGiftMessage = (found: Discovered): Scenario => ({
  operationId: 'saveGuestItemGiftMessage',
  async run(t) {
    const texts = giftMessageTexts(found);
    const body = { gift_message: giftMessage('For your travels') };
    await refusesSignedOut(t, 'saveMineItemGiftMessage', { path: { itemId: 1 }, body });
    const { cartId } = guestCartPath(found);
    const itemId = await savesOnOrderLine(t, found, 'guest', { cartId });
    await t.ok('getGuestCart', `with the gift message of item ${itemId}`, { path: { cartId } }, (cart) => {
      const line = cart.items.find((i) => i.item_id === itemId);
      if (!line) return `item ${itemId} is missing`;
      return line.gift_message
        ? sameGiftMessage(body.gift_message)(line.gift_message)
        : 'the item has no gift message';
    });
    await t.rejects(
      'saveGuestItemGiftMessage',
      `message ${JSON.stringify(texts.foreign)} (a character not authorized)`,
      { path: { cartId, itemId }, body: { gift_message: giftMessage(texts.foreign) } },
      { status: 400, code: 'validation_failed', field: 'body.gift_message.message' },
    );
    await rejectsCartIds(t, 'saveGuestItemGiftMessage', { path: { itemId }, body });
  },
});

export const saveMineItemGiftMessage = (found: Discovered): Scenario => ({
  operationId: 'saveMineItemGiftMessage',
  async run(t) {
    await refusesWithoutRequestedWith(t, found, 'saveMineItemGiftMessage', {
      path: { itemId: found.mine.keptItemId ?? 1 },
      body: { gift_message: giftMessage('For your travels') },
    });
    if (found.signedIn) await savesOnOrderLine(t, found, 'mine', {});
  },
});

/** A message on the order line, then one on an item id of no line of the cart. Answers the line's id. */
async function savesOnOrderLine(
  t: ScenarioContext,
  found: Discovered,
  side: Side,
  path: Record<string, string>,
): Promise<number> {
  const state = found[side];
  const operationId = OPERATION[side];
  const itemId = need(state.keptItemId, `the order line of the ${side} cart (the ${side} add item step)`);
  const body = { gift_message: giftMessage('For your travels') };
  await t.ok(operationId, `item ${itemId}`, { path: { ...path, itemId }, body }, (done) =>
    done ? null : 'the answer must be true',
  );
  let unknown = numberKeyword(operationId, 'itemId', 'maximum');
  while (state.cart?.items?.some((i) => i.item_id === unknown)) unknown--;
  await t.rejects(
    operationId,
    `item id ${unknown}, no line of this cart`,
    { path: { ...path, itemId: unknown }, body },
    { status: 404, code: 'not_found' },
  );
  return itemId;
}
