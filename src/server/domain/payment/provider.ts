import type { PaymentMethodCode } from '../../../../config/checkout';
import type { Queryable } from '../../db/types';

/** What a provider needs to start taking a payment for a freshly placed order. */
export interface PaymentOrder {
  id: number;
  incrementId: string;
  method: PaymentMethodCode;
  /** Grand total in minor units of `currency`. */
  amount: number;
  currency: string;
  storeCode: string;
}

/**
 * A payment provider. `startPayment` runs inside the order's transaction, so a provider that records its
 * session in the database records it atomically with the order; the browser is then sent to `redirectUrl`.
 * The provider reports the shopper's decision back through `settlePayment` (domain/payment/settle.ts),
 * which is provider-neutral: a real provider's webhook or return URL would call it with its own reference.
 */
export interface PaymentProvider {
  readonly name: string;
  startPayment(q: Queryable, order: PaymentOrder): Promise<{ redirectUrl: string }>;
}
