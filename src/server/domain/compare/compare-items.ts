import type { Database, Queryable } from '../../db/types';
import { compareProductIds } from './compare-list';
import { ownerCondition, type CompareOwner } from './owner';
import { listFull, MAX_COMPARE_ITEMS, notInList, unknownProduct } from './rules';

/**
 * Serialises the writes of one owner, so two adds sent at once cannot both see room for a fourth product.
 * `for no key update` does not block the rows (carts, orders) that merely reference the session or customer.
 */
async function lockOwner(tx: Queryable, owner: CompareOwner): Promise<void> {
  if (owner.kind === 'customer') {
    await tx.query('select 1 from customer where id = $1 for no key update', [owner.customerId]);
  } else {
    await tx.query('select 1 from session where id_hash = $1 for no key update', [owner.sessionHash]);
  }
}

/** Adds a visible top-level product; a product already in the list changes nothing, even in a full list. */
export async function addToCompare(db: Database, owner: CompareOwner, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rowCount: exists } = await tx.query(
      'select 1 from product where id = $1 and parent_id is null and is_visible',
      [productId],
    );
    if (!exists) throw unknownProduct();
    await lockOwner(tx, owner);
    const ids = await compareProductIds(tx, owner);
    if (ids.includes(productId)) return;
    if (ids.length >= MAX_COMPARE_ITEMS) throw listFull();
    await insertItem(tx, owner, productId);
  });
}

export async function insertItem(q: Queryable, owner: CompareOwner, productId: number): Promise<void> {
  await q.query(
    `insert into compare_item (session_hash, customer_id, product_id) values ($1, $2, $3)
     on conflict do nothing`,
    [
      owner.kind === 'session' ? owner.sessionHash : null,
      owner.kind === 'customer' ? owner.customerId : null,
      productId,
    ],
  );
}

export async function removeFromCompare(q: Queryable, owner: CompareOwner, productId: number): Promise<void> {
  const where = ownerCondition(owner, 2);
  const { rowCount } = await q.query(`delete from compare_item where product_id = $1 and ${where.sql}`, [
    productId,
    where.param,
  ]);
  if (rowCount === 0) throw notInList();
}

export async function clearCompare(q: Queryable, owner: CompareOwner): Promise<void> {
  const where = ownerCondition(owner, 1);
  await q.query(`delete from compare_item where ${where.sql}`, [where.param]);
}
