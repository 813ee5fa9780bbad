/**
 * The payment hand-off as a state machine. An order waits in `pending_payment` until the provider reports a
 * decision (or the sweeper gives up on it); every later decision is refused, so a double click, a replayed
 * form or a sweeper racing the shopper can never pay a canceled order or release stock twice.
 */
import { type OrderSummary, type EnumOf } from '../../../common/contract/facts.gen';
export type OrderStatus = EnumOf<typeof OrderSummary.status>;
export type PaymentState = 'pending' | 'paid' | 'declined' | 'canceled' | 'expired';
/** What the shopper chose on the provider page, or `expire` from the sweeper. */
export type PaymentDecision = 'approve' | 'decline' | 'cancel' | 'expire';

export const SHOPPER_DECISIONS = ['approve', 'decline', 'cancel'] as const;
export type ShopperDecision = (typeof SHOPPER_DECISIONS)[number];

export type Transition =
  | {
      ok: true;
      status: OrderStatus;
      paymentState: PaymentState;
      /** Put the order's units back on the shelf. */
      releaseStock: boolean;
      /** Queue the order confirmation mail. */
      sendConfirmation: boolean;
    }
  | { ok: false; reason: 'already_decided'; paymentState: PaymentState };

const OUTCOMES: Record<PaymentDecision, Omit<Extract<Transition, { ok: true }>, 'ok'>> = {
  approve: { status: 'processing', paymentState: 'paid', releaseStock: false, sendConfirmation: true },
  decline: { status: 'canceled', paymentState: 'declined', releaseStock: true, sendConfirmation: false },
  cancel: { status: 'canceled', paymentState: 'canceled', releaseStock: true, sendConfirmation: false },
  expire: { status: 'canceled', paymentState: 'expired', releaseStock: true, sendConfirmation: false },
};

export function transition(
  current: { status: string; paymentState: string },
  decision: PaymentDecision,
): Transition {
  if (current.status !== 'pending_payment' || current.paymentState !== 'pending') {
    return { ok: false, reason: 'already_decided', paymentState: current.paymentState as PaymentState };
  }
  return { ok: true, ...OUTCOMES[decision] };
}

export const isShopperDecision = (value: string): value is ShopperDecision =>
  (SHOPPER_DECISIONS as readonly string[]).includes(value);
