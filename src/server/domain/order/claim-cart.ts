import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { Unauthenticated } from '../errors';
import { CART_COLUMNS, noSuchCart, toCartRow, type CartDbRow, type CartRow } from '../cart/cart-access';
import type { Address } from '../checkout/address';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import { findPlacedOrder, type CartKey, type IdempotentRequest } from './replay';
import { CART_TEXTS } from '../cart/cart-texts';

type PlacedOrder = components['schemas']['PlacedOrder'];

/** The cart an order is placed from, with the billing address its shipping step saved. */
export interface ClaimedCart {
  cart: CartRow;
  billing: Address | null;
}

const LOCKED_CART = (where: string) =>
  `select ${CART_COLUMNS}, billing_address from cart where ${where} and store_id = $2 and is_active for update`;
const LOCKED_GUEST_CART = LOCKED_CART('masked_id = $1 and customer_id is null');
const LOCKED_CUSTOMER_CART = LOCKED_CART('customer_id = $1');

/**
 * The cart an order call names, locked for the rest of the transaction — or the order already placed with
 * the same Idempotency-Key. One statement finds and locks the cart: a `for update` that waited for another
 * writer reads the row as that writer committed it, and finds nothing when that writer ordered the cart. The
 * key is looked up before the cart is read and again when the cart is gone (a twin closed it); no twin with
 * the key can commit while we wait, as the key's own lock (`claimIdempotencyKey`) is ours. A double submit with
 * a new key finds the cart already ordered (NotFound).
 */
export async function claimCart(
  tx: Queryable,
  store: StoreView,
  session: Session,
  cartKey: CartKey,
  idempotency: IdempotentRequest,
): Promise<{ placed: PlacedOrder } | ClaimedCart> {
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
  const { rows } = await tx.query<CartDbRow & { billing_address: Address | null }>(
    cartKey.kind === 'guest' ? LOCKED_GUEST_CART : LOCKED_CUSTOMER_CART,
    [cartKey.kind === 'guest' ? cartKey.maskedId : session.customerId, store.id],
  );
  const row = rows[0];
  if (!row) {
    const closedByTwin = await replay();
    if (closedByTwin) return closedByTwin;
    throw noSuchCart();
  }
  return { cart: toCartRow(row), billing: row.billing_address ?? null };
}
