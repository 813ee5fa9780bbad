import type { Database } from '../../db/types';
import { NotFound } from '../errors';
import type { SessionToKeep } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import { createGuestCart, ensureCustomerCart, findSessionCart, type CartRow } from './cart-access';
import { mutateCart } from './cart-lock';
import { addItem, sellableFor } from './items';
import { CART_TEXTS } from './cart-texts';
import { loadStoreTexts } from '../catalog/store-texts';

export interface FormAdd {
  productId: number;
  qty: number;
}

/** A product a shopper may put in the cart by id: a visible simple product (a strap, a watch's variation). */
async function sellableSku(db: Database, productId: number): Promise<{ sku: string; name: string }> {
  const { rows } = await db.query<{ sku: string; name: string }>(
    `select p.sku, coalesce(parent.name, p.name) as name
       from product p left join product parent on parent.id = p.parent_id
      where p.id = $1 and p.type = 'simple' and coalesce(parent.is_visible, p.is_visible)`,
    [productId],
  );
  const row = rows[0];
  if (!row) throw new NotFound(CART_TEXTS.productUnavailable, 'body.product');
  return row;
}

/**
 * The cart a form post adds to: the signed-in customer's (made when missing), or the guest cart this session
 * made last, or a new guest cart bound to the session (so the cart page and the mini-cart find it).
 */
async function formCart(
  db: Database,
  store: StoreView,
  toKeep: SessionToKeep,
  clientAddress: string,
): Promise<CartRow> {
  const { session } = toKeep;
  if (session.customerId !== null) return ensureCustomerCart(db, store, session.customerId);
  return (await findSessionCart(db, store, session)) ?? createGuestCart(db, store, toKeep, clientAddress);
}

/**
 * Magento's `checkout/cart/add` as a form post: the same rules as the REST cart's add (price in the store's
 * currency, at most 10 of a product, never more than the stock), through the cart's own lock. Answers the
 * product's name for the message.
 */
export async function addToSessionCart(
  db: Database,
  store: StoreView,
  session: SessionToKeep,
  clientAddress: string,
  input: FormAdd,
): Promise<{ name: string }> {
  const product = await sellableSku(db, input.productId);
  const cart = await formCart(db, store, session, clientAddress);
  const texts = await loadStoreTexts(db, store.id);
  const item = { sku: product.sku, qty: input.qty };
  const sellable = await sellableFor(db, store, item, texts);
  await mutateCart(db, cart, (tx, locked) => addItem(tx, locked, item, sellable), { linesOnly: true });
  return { name: product.name };
}
