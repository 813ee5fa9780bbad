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
 * writes to one cart run one after the other and never interleave. The lock is taken by the statement that
 * bumps the version (an update locks the row as `for update` does, and answers the row as the previous writer
 * committed it): one round trip. Answers the cart as the write left it: the locked row when the work writes
 * only the cart's lines (`linesOnly`, adding or changing an item) or the caller knows what it wrote to the
 * row (the shipping step), else the row read again after the work.
 */
export async function mutateCart(
  db: Database,
  cart: Pick<CartRow, 'id'>,
  work: (tx: Queryable, locked: CartRow) => Promise<unknown>,
  { linesOnly = false }: { linesOnly?: boolean } = {},
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const locked = await bumpCartVersion(tx, cart.id);
    await work(tx, locked);
    if (linesOnly) return locked;
    const after = await selectCart(tx, 'id = $1', [cart.id]);
    return after ?? locked;
  });
}

/**
 * A write of the cart's own columns that is one statement: atomic by itself, so no transaction (BEGIN, the
 * separate lock and COMMIT are three round trips fewer than `mutateCart`). The update takes the row lock as
 * `mutateCart` does, waits for a concurrent writer, and finds nothing (NotFound) when that writer ordered the
 * cart; it bumps the version the same way. `assignments` are SQL `column = $n` from $2 on (the cart id is $1).
 * Answers the cart as written.
 */
export async function updateCartColumns(
  db: Queryable,
  cart: Pick<CartRow, 'id'>,
  assignments: string,
  params: readonly unknown[],
): Promise<CartRow> {
  return bumpCartVersion(db, cart.id, `, ${assignments}`, params);
}

/**
 * The one statement every cart write starts with: bumps the version of an active cart (taking its row lock,
 * waiting for a concurrent writer) and writes `extraAssignments` with it. NotFound when the cart is gone or
 * was ordered meanwhile.
 */
async function bumpCartVersion(
  q: Queryable,
  cartId: number,
  extraAssignments = '',
  params: readonly unknown[] = [],
): Promise<CartRow> {
  const { rows } = await q.query<CartDbRow>(
    `update cart set version = version + 1, updated_at = now()${extraAssignments} where id = $1 and is_active
     returning ${CART_COLUMNS}`,
    [cartId, ...params],
  );
  if (!rows[0]) throw noSuchCart();
  return toCartRow(rows[0]);
}
