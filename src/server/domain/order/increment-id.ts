export const INCREMENT_ID_LENGTH = 9;

/**
 * The next order number, as SQL for the statement that records the order (order-record.ts): Magento's order
 * number, the sequence value zero-padded to nine digits (104 -> "000000104"), growing past nine digits instead
 * of wrapping. A sequence never hands out one value twice, even to concurrent transactions (a rolled-back order
 * leaves a gap, as in Magento); migration 004 starts it after the seeded orders. `value` names the statement's
 * one `nextval` (it is read twice here).
 */
export const incrementIdOf = (value: string): string =>
  `lpad(${value}::text, greatest(${INCREMENT_ID_LENGTH}, length(${value}::text)), '0')`;

export const NEXT_ORDER_SEQUENCE_VALUE = "nextval('sales_order_increment_seq')";
