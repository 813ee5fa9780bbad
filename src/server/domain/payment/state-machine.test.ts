import { isShopperDecision, transition, type PaymentDecision } from './state-machine';

const pending = { status: 'pending_payment', paymentState: 'pending' };

describe('the payment state machine', () => {
  it('approving a pending payment makes the order processing and sends the confirmation', () => {
    expect(transition(pending, 'approve')).toEqual({
      ok: true,
      status: 'processing',
      paymentState: 'paid',
      releaseStock: false,
      sendConfirmation: true,
    });
  });

  it.each([
    ['decline', 'declined'],
    ['cancel', 'canceled'],
    ['expire', 'expired'],
  ] as [PaymentDecision, string][])('%s cancels the order and releases its stock', (decision, state) => {
    expect(transition(pending, decision)).toEqual({
      ok: true,
      status: 'canceled',
      paymentState: state,
      releaseStock: true,
      sendConfirmation: false,
    });
  });

  it('decides each payment once: every later decision is refused', () => {
    const decided = [
      { status: 'processing', paymentState: 'paid' },
      { status: 'canceled', paymentState: 'declined' },
      { status: 'canceled', paymentState: 'canceled' },
      { status: 'canceled', paymentState: 'expired' },
      { status: 'complete', paymentState: 'paid' },
    ];
    for (const current of decided) {
      for (const decision of ['approve', 'decline', 'cancel', 'expire'] as PaymentDecision[]) {
        expect(transition(current, decision)).toEqual({
          ok: false,
          reason: 'already_decided',
          paymentState: current.paymentState,
        });
      }
    }
  });

  it('lets the shopper approve, decline or cancel, nothing else', () => {
    expect(['approve', 'decline', 'cancel'].every(isShopperDecision)).toBe(true);
    expect(isShopperDecision('expire')).toBe(false);
    expect(isShopperDecision('refund')).toBe(false);
  });
});
