import type { Database, Queryable } from '../../db/types';
import { isWishable, insertWishlistItem } from './wishlist-items';
import { DomainError } from '../errors';

/**
 * A signed-out shopper's add waits on their session (the last product asked for), as Magento keeps the
 * request of wishlist/index/add across the sign-in it asks for. The caller has stored the session row.
 */
export async function rememberPendingProduct(q: Queryable, sessionHash: string, productId: number) {
  await q.query(
    `insert into wishlist_pending (session_hash, product_id) values ($1, $2)
     on conflict (session_hash) do update set product_id = excluded.product_id, created_at = now()`,
    [sessionHash, productId],
  );
}

/**
 * At sign-in, before the session id rotates: the waiting product joins the customer's wishlist. Answers null
 * when nothing was waiting; otherwise the sign-in leads to the wishlist page, naming the product when it is
 * now in the wishlist (for the page's analytics event). A product that has left the catalogue, or a full
 * wishlist, drops the wish quietly: the shopper sees their wishlist as it is.
 */
export async function addPendingAtSignIn(
  db: Database,
  sessionHash: string,
  customerId: number,
): Promise<{ addedProductId: number | null } | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ product_id: number }>(
      'delete from wishlist_pending where session_hash = $1 returning product_id',
      [sessionHash],
    );
    const productId = rows[0]?.product_id;
    if (productId === undefined) return null;
    if (!(await isWishable(tx, productId))) return { addedProductId: null };
    try {
      // A full wishlist refuses before writing anything but the (harmless) wishlist row itself.
      await insertWishlistItem(tx, customerId, productId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { addedProductId: null };
    }
    return { addedProductId: productId };
  });
}
