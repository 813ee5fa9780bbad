import type { Queryable } from '../../db/types';
import { Conflict } from '../errors';
import type { CartRow } from './cart-access';
import { countItems } from './items';
import { type GiftBoxMethodParameter, type EnumOf } from '../../../common/contract/facts.gen';
import { CART_TEXTS } from './cart-texts';

export type GiftBoxMethod = EnumOf<typeof GiftBoxMethodParameter>;

/** Spec 4: none <-> added. Adding twice or removing twice changes nothing; a box needs an item to hold. */
export async function changeGiftBox(q: Queryable, cart: CartRow, method: GiftBoxMethod): Promise<void> {
  if (method === 'add' && (await countItems(q, cart.id)) === 0) {
    throw new Conflict(CART_TEXTS.giftBoxAlone);
  }
  await q.query('update cart set has_gift_box = $2 where id = $1', [cart.id, method === 'add']);
}
