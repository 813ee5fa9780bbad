import type { Database } from '../../db/types';
import { invalidateCatalogueStock } from '../catalog/catalog-cache';
import { ABANDONED_PAYMENT_MS } from './payment-window';
import { decideOrder } from './settle';

export { ABANDONED_PAYMENT_MS };

/** How often the server looks for abandoned payments. */
export const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Cancels orders still waiting for their payment `maxAgeMs` after they were placed, putting their stock
 * back. Each order is decided in its own short transaction, so a shopper approving at the same moment
 * either wins (the order is paid) or finds it expired — never both. Answers how many were canceled.
 */
export async function cancelAbandonedPayments(
  db: Database,
  now: Date = new Date(),
  maxAgeMs: number = ABANDONED_PAYMENT_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const { rows } = await db.query<{ id: number }>(
    `select id from sales_order where status = 'pending_payment' and created_at < $1 order by id limit 500`,
    [cutoff.toISOString()],
  );
  let canceled = 0;
  for (const { id } of rows) {
    const result = await db.transaction((tx) => decideOrder(tx, id, 'expire'));
    if (result.kind !== 'decided') continue;
    canceled += 1;
    await invalidateCatalogueStock(db); // committed: the units are back on sale
  }
  return canceled;
}
