import { defineMessages } from '../../../common/i18n/define-messages';

/** The sandbox payment provider's pages (namespace `payment`). */
export const paymentMessages = defineMessages({
  // The provider's name for each sandbox payment method.
  titlePayLater: { id: 'payment.titlePayLater', defaultMessage: 'Sandbox Pay later' },
  titleWallet: { id: 'payment.titleWallet', defaultMessage: 'Sandbox Wallet' },
  titleOther: { id: 'payment.titleOther', defaultMessage: 'Sandbox payment' },
  approve: { id: 'payment.approve', defaultMessage: 'Approve' },
  decline: { id: 'payment.decline', defaultMessage: 'Decline' },
  cancel: { id: 'payment.cancel', defaultMessage: 'Cancel' },
  intro: {
    id: 'payment.intro',
    defaultMessage: 'A test payment page served by the shop itself: no money moves.',
  },
  // incrementId: the order number; amount: the order's total with its currency. <strong> marks the value.
  order: { id: 'payment.order', defaultMessage: 'Order <strong>{incrementId}</strong>' },
  amount: { id: 'payment.amount', defaultMessage: 'Amount <strong>{amount}</strong>' },
  // state: the payment's state code; the English of an unknown state is shown as the code.
  alreadyDecided: {
    id: 'payment.alreadyDecided',
    defaultMessage:
      '{state, select, paid {This payment was already decided: it was approved.} declined {This payment was already decided: it was declined.} canceled {This payment was already decided: it was canceled.} expired {This payment was already decided: it was abandoned, and the order was canceled.} other {This payment was already decided: it was {state}.}}',
  },
  backToShop: { id: 'payment.backToShop', defaultMessage: 'Back to the shop' },
  unknownSession: { id: 'payment.unknownSession', defaultMessage: 'This payment session does not exist.' },
  // Shown instead of the Approve button when approvals are limited to the shop's own machine.
  approvalLocked: {
    id: 'payment.approvalLocked',
    defaultMessage:
      'Approving a sandbox payment marks the order paid with no money moving, so it answers only on the shop’s own machine, or after opening the development tools link printed when the shop started.',
  },
  // SANDBOX_APPROVALS=true is a setting's name and value: keep it as it is.
  approvalOff: {
    id: 'payment.approvalOff',
    defaultMessage:
      'Sandbox approvals are off in this shop (SANDBOX_APPROVALS=true turns them on): a real payment provider decides.',
  },
});
