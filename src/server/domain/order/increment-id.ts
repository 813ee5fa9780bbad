import type { Queryable } from '../../db/types';

export const INCREMENT_ID_LENGTH = 9;

/** Magento's order number: the sequence value, zero-padded to nine digits (104 -> "000000104"). */
export function formatIncrementId(value: number): string {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`Not an order sequence value: ${value}`);
  return String(value).padStart(INCREMENT_ID_LENGTH, '0');
}

/**
 * The next order number. A sequence never hands out one number twice, even to concurrent transactions
 * (a rolled-back order leaves a gap, as in Magento); migration 004 starts it after the seeded orders.
 */
export async function nextIncrementId(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ value: number }>("select nextval('sales_order_increment_seq') as value");
  return formatIncrementId(rows[0]!.value);
}
