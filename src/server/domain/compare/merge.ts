import type { Database } from '../../db/types';
import { insertItem } from './compare-items';
import { compareProductIds } from './compare-list';
import { MAX_COMPARE_ITEMS } from './rules';

/**
 * At sign-in the guest session's list joins the customer's, in one transaction. As with the cart, the
 * account keeps what it had: the session's products join, oldest first, while there is room under the limit.
 * The session's rows are then removed (the session id is about to be rotated). Answers how many joined.
 */
export async function mergeCompareListAtSignIn(
  db: Database,
  sessionHash: string,
  customerId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const guest = await compareProductIds(tx, { kind: 'session', sessionHash });
    if (!guest.length) return 0;
    await tx.query('select 1 from customer where id = $1 for no key update', [customerId]);
    const owner = { kind: 'customer', customerId } as const;
    const mine = await compareProductIds(tx, owner);
    const joining = guest.filter((id) => !mine.includes(id)).slice(0, MAX_COMPARE_ITEMS - mine.length);
    for (const id of joining) await insertItem(tx, owner, id);
    await tx.query('delete from compare_item where session_hash = $1', [sessionHash]);
    return joining.length;
  });
}
