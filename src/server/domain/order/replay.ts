import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { Conflict, IdempotencyKeyReused } from '../errors';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import { ORDER_TEXTS } from './order-texts';

type PlacedOrder = components['schemas']['PlacedOrder'];

/** Which cart an order call names: a guest cart by its masked id, or the signed-in customer's. */
export type CartKey = { kind: 'guest'; maskedId: string } | { kind: 'mine' };

interface PlacedRow {
  id: number;
  increment_id: string;
  status: PlacedOrder['status'];
  store_id: number;
  customer_id: number | null;
  masked_id: string | null;
  redirect_url: string | null;
  idempotency_fingerprint: string | null;
}

/** The key and the fingerprint of the request it came with (`requestFingerprint`). */
export interface IdempotentRequest {
  key: string;
  fingerprint: string;
}

/**
 * The order already placed with this Idempotency-Key, answered again as it stands (a retried request gets
 * the same order, never a second one). The key must come with the same request as the first time: another
 * body, cart or customer is refused (422) rather than answered with an order placed for something else.
 * Keys of orders placed before fingerprints were kept are matched by their cart.
 */
export async function findPlacedOrder(
  q: Queryable,
  idempotency: IdempotentRequest,
  store: StoreView,
  session: Session,
  cartKey: CartKey,
): Promise<PlacedOrder | null> {
  const { rows } = await q.query<PlacedRow>(
    `select o.id, o.increment_id, o.status, o.store_id, o.customer_id, c.masked_id, p.redirect_url,
            o.idempotency_fingerprint
       from sales_order o
       left join cart c on c.id = o.cart_id
       left join payment_session p on p.order_id = o.id
      where o.idempotency_key = $1`,
    [idempotency.key],
  );
  const row = rows[0];
  if (!row) return null;
  const sameCart =
    row.store_id === store.id &&
    (cartKey.kind === 'guest'
      ? row.customer_id === null && row.masked_id === cartKey.maskedId
      : row.customer_id !== null && row.customer_id === session.customerId);
  const sameRequest =
    sameCart && (row.idempotency_fingerprint ?? idempotency.fingerprint) === idempotency.fingerprint;
  if (!sameRequest) {
    throw new IdempotencyKeyReused(ORDER_TEXTS.keyReused);
  }
  if (!row.redirect_url) throw new Conflict(ORDER_TEXTS.keyUsedForAnother);
  return {
    order_id: row.id,
    increment_id: row.increment_id,
    status: row.status,
    redirect_url: row.redirect_url,
  };
}

/** A concurrent twin committed the same key first (the unique index refused ours). */
export const isDuplicateKeyError = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
