import type { Database, Queryable } from '../../db/types';
import { invalidateCatalogueStock } from '../catalog/catalog-cache';
import { orderConfirmationMail } from '../mail/order-confirmation';
import { outboxTransport } from '../mail/transport';
import { findOrderById, type OrderDetails } from '../order/order-details';
import { releaseStock } from '../order/stock';
import { transition, type PaymentDecision } from './state-machine';

export type SettleResult =
  | { kind: 'not_found' }
  | { kind: 'already_decided'; order: OrderDetails }
  | { kind: 'decided'; order: OrderDetails };

/**
 * Applies a payment decision to an order, in the caller's transaction, holding the order's row lock: the
 * shopper's decision and the sweeper cannot both win. Approving marks the order paid and queues the
 * confirmation mail; declining, canceling or expiring cancels it and puts its stock back.
 */
export async function decideOrder(
  tx: Queryable,
  orderId: number,
  decision: PaymentDecision,
): Promise<SettleResult> {
  const { rows } = await tx.query<{ status: string; payment_state: string }>(
    'select status, payment_state from sales_order where id = $1 for update',
    [orderId],
  );
  const current = rows[0];
  if (!current) return { kind: 'not_found' };
  const next = transition({ status: current.status, paymentState: current.payment_state }, decision);
  if (next.ok) {
    await tx.query(
      // Decided, the order holds nothing for its client any more: its address (kept for the per-client
      // limits on unpaid orders) is erased.
      `update sales_order set status = $2, payment_state = $3, client_address = null, updated_at = now()
        where id = $1`,
      [orderId, next.status, next.paymentState],
    );
    await tx.query('update payment_session set decided_at = now() where order_id = $1', [orderId]);
    if (next.releaseStock) await releaseStock(tx, orderId);
  }
  const order = await findOrderById(tx, orderId);
  if (!order) return { kind: 'not_found' };
  if (!next.ok) return { kind: 'already_decided', order };
  if (next.sendConfirmation) await outboxTransport(tx).send(orderConfirmationMail(order));
  return { kind: 'decided', order };
}

/** The provider's answer for the payment session `token` (the sandbox page's buttons). */
export async function settlePayment(
  db: Database,
  token: string,
  decision: PaymentDecision,
): Promise<SettleResult> {
  const result = await db.transaction(async (tx): Promise<SettleResult> => {
    const { rows } = await tx.query<{ order_id: number }>(
      'select order_id from payment_session where token = $1',
      [token],
    );
    return rows[0] ? decideOrder(tx, rows[0].order_id, decision) : { kind: 'not_found' };
  });
  if (result.kind === 'decided') await invalidateCatalogueStock(db); // committed: a cancel put units back
  return result;
}

/** The provider page's view of a session, without deciding anything. */
export async function findPaymentOrder(
  q: Queryable,
  token: string,
): Promise<{ order: OrderDetails; method: string } | null> {
  const { rows } = await q.query<{ order_id: number; method: string }>(
    'select order_id, method from payment_session where token = $1',
    [token],
  );
  const row = rows[0];
  const order = row ? await findOrderById(q, row.order_id) : null;
  return row && order ? { order, method: row.method } : null;
}
