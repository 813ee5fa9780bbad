import type { components } from '../../../common/contract/schema.gen';
import type { Database } from '../../db/types';
import { loadStoreTexts } from '../catalog/store-texts';
import type { StoreView } from '../store/store-registry';
import { addInOneStatement, type CartKey } from './add-in-one-statement';
import { findGuestCart } from './cart-access';
import { mutateCart } from './cart-lock';
import { cartOf, loadCartView } from './cart-view';
import { addItem, lineOptionsOf, sellableFor, type Sellable } from './items';

type Cart = components['schemas']['Cart'];
type CartItemInput = components['schemas']['CartItemRequest']['cartItem'];

/**
 * Adds an item to a cart and answers the cart as the add left it. The common add is one statement
 * (`addInOneStatement`); when another write to the cart got in between, it runs again under the cart's lock,
 * where the rules of `addItem` decide with what that write committed.
 */
export async function addToCart(
  db: Database,
  view: StoreView,
  key: CartKey,
  item: CartItemInput,
): Promise<Cart> {
  const sellable = await sellableOrRefusal(db, view, key, item);
  const added = await addInOneStatement(db, view, key, item, sellable);
  if (added) return cartOf(added.cart, added.lines);
  const cart = 'maskedId' in key ? await findGuestCart(db, view, key.maskedId) : key;
  const locked = await mutateCart(db, cart, (tx, c) => addItem(tx, c, item, sellable), { linesOnly: true });
  return loadCartView(db, locked, view);
}

/**
 * What the item is, and its custom options checked, before anything is written. A guest cart that does not
 * exist answers 404 before anything about the item is refused, as when the cart was looked up first.
 */
async function sellableOrRefusal(
  db: Database,
  view: StoreView,
  key: CartKey,
  item: CartItemInput,
): Promise<Sellable> {
  const texts = await loadStoreTexts(db, view.id);
  try {
    const sellable = await sellableFor(db, view, item, texts);
    lineOptionsOf(item, sellable);
    return sellable;
  } catch (err) {
    if ('maskedId' in key) await findGuestCart(db, view, key.maskedId);
    throw err;
  }
}
