import type { Database, Queryable } from '../../db/types';
import { CART_COLUMNS, noSuchCart, selectCart, toCartRow, type CartDbRow, type CartRow } from './cart-access';

/**
 * Locks a cart row for the rest of the transaction and reads it again: whoever waited for the lock sees
 * what the previous writer committed, and a cart that was ordered (deactivated) meanwhile is NotFound.
 */
export async function lockCart(q: Queryable, cartId: number): Promise<CartRow> {
  const cart = await selectCart(q, 'id = $1 and is_active for update', [cartId]);
  if (!cart) throw noSuchCart();
  return cart;
}

/**
 * Every write to a cart goes through here: one transaction holding the cart's row lock, so concurrent
 * writes to one cart run one after the other and never interleave. The version is bumped with each write.
 * Answers the cart as the write left it.
 */
export async function mutateCart(
  db: Database,
  cart: Pick<CartRow, 'id'>,
  work: (tx: Queryable, locked: CartRow) => Promise<unknown>,
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const locked = await lockCart(tx, cart.id);
    await work(tx, locked);
    const { rows } = await tx.query<CartDbRow>(
      `update cart set version = version + 1, updated_at = now() where id = $1 returning ${CART_COLUMNS}`,
      [cart.id],
    );
    return toCartRow(rows[0]!);
  });
}
