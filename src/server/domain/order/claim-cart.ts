import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { Unauthenticated } from '../errors';
import { findGuestCart, findMineCart, type CartRow } from '../cart/cart-access';
import { lockCart } from '../cart/cart-lock';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import { findPlacedOrder, type CartKey, type IdempotentRequest } from './replay';
import { CART_TEXTS } from '../cart/cart-texts';

type PlacedOrder = components['schemas']['PlacedOrder'];

/**
 * The cart an order call names, locked for the rest of the transaction — or the order already placed with
 * the same Idempotency-Key. The key is looked up again at each point where a twin request may have committed
 * meanwhile: before the cart is read, when the cart is gone (the twin closed it), and after the lock wait.
 * A double submit with a new key finds the cart already ordered (NotFound).
 */
export async function claimCart(
  tx: Queryable,
  store: StoreView,
  session: Session,
  cartKey: CartKey,
  idempotency: IdempotentRequest,
): Promise<{ placed: PlacedOrder } | { cart: CartRow }> {
  // Signed out: the customer's cart (and so its orders) cannot be named at all.
  if (cartKey.kind === 'mine' && session.customerId === null) {
    throw new Unauthenticated(CART_TEXTS.signIn);
  }
  const replay = async () => {
    const placed = await findPlacedOrder(tx, idempotency, store, session, cartKey);
    return placed ? { placed } : null;
  };
  const before = await replay();
  if (before) return before;
  let found: CartRow;
  try {
    found =
      cartKey.kind === 'guest'
        ? await findGuestCart(tx, store, cartKey.maskedId)
        : await findMineCart(tx, store, session, false);
  } catch (err) {
    const closedByTwin = await replay();
    if (closedByTwin) return closedByTwin;
    throw err;
  }
  await tx.query('select 1 from cart where id = $1 for update', [found.id]);
  const afterWait = await replay();
  if (afterWait) return afterWait;
  // Read again under the lock: what an earlier writer committed (or NotFound when the cart was ordered).
  return { cart: await lockCart(tx, found.id) };
}
