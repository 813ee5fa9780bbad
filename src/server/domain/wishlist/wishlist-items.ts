import type { Database, Queryable } from '../../db/types';
import { WishlistItemId } from '../../../common/contract/facts.gen';
import { MAX_WISHLIST_ITEMS, notInWishlist, unknownProduct, wishlistFull } from './rules';

const MAX_ITEM_ID = WishlistItemId.maximum;

/** Whether the product is one a shopper may save: a visible top-level product (a watch, not a variation). */
export async function isWishable(q: Queryable, productId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'select 1 from product where id = $1 and parent_id is null and is_visible',
    [productId],
  );
  return rowCount > 0;
}

/**
 * Adds the product to the customer's wishlist (made on first use); one already there changes nothing, even in
 * a full wishlist. The wishlist row is locked, so two adds sent at once cannot both see room for the last one.
 */
export async function addToWishlist(db: Database, customerId: number, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await isWishable(tx, productId))) throw unknownProduct();
    await insertWishlistItem(tx, customerId, productId);
  });
}

/** The add itself, inside the caller's transaction (also the sign-in's pending add). */
export async function insertWishlistItem(
  tx: Queryable,
  customerId: number,
  productId: number,
): Promise<void> {
  await tx.query('insert into wishlist (customer_id) values ($1) on conflict (customer_id) do nothing', [
    customerId,
  ]);
  const { rows } = await tx.query<{ id: number }>(
    'select id from wishlist where customer_id = $1 for no key update',
    [customerId],
  );
  const wishlistId = rows[0]!.id;
  const { rows: counts } = await tx.query<{ n: number; present: boolean }>(
    `select count(*)::int as n, coalesce(bool_or(product_id = $2), false) as present
       from wishlist_item where wishlist_id = $1`,
    [wishlistId, productId],
  );
  const { n, present } = counts[0]!;
  if (present) return;
  if (n >= MAX_WISHLIST_ITEMS) throw wishlistFull();
  await tx.query(
    `insert into wishlist_item (wishlist_id, product_id) values ($1, $2) on conflict do nothing`,
    [wishlistId, productId],
  );
  await tx.query('update wishlist set updated_at = now() where id = $1', [wishlistId]);
}

/**
 * Removes one item of the customer's own wishlist. The item id is matched together with the customer, so an
 * item of another customer's wishlist is "not in your wishlist" (404), exactly like an id that never existed.
 */
export async function removeFromWishlist(q: Queryable, customerId: number, itemId: number): Promise<void> {
  // Ten digits pass the form's pattern but not every such number is an id the column can hold.
  if (!Number.isSafeInteger(itemId) || itemId > MAX_ITEM_ID) throw notInWishlist();
  const { rowCount } = await q.query(
    `delete from wishlist_item wi using wishlist w
      where wi.id = $1 and wi.wishlist_id = w.id and w.customer_id = $2`,
    [itemId, customerId],
  );
  if (rowCount === 0) throw notInWishlist();
}
