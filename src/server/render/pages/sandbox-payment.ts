import { BRAND } from '../../../../config/stores';
import { formatPrice } from '../../../common/money';
import { escapeHtml, htmlDocument } from '../html';
import type { OrderDetails } from '../../domain/order/order-details';
import { SHOPPER_DECISIONS, type ShopperDecision } from '../../domain/payment/state-machine';
import { storePaths } from '../../../common/store-paths';

const TITLES: Record<string, string> = {
  caseback_paylater: 'Sandbox Pay later',
  caseback_wallet: 'Sandbox Wallet',
};
const BUTTONS: Record<ShopperDecision, { label: string; primary: boolean }> = {
  approve: { label: 'Approve', primary: true },
  decline: { label: 'Decline', primary: false },
  cancel: { label: 'Cancel', primary: false },
};
const STATE_TEXT: Record<string, string> = {
  paid: 'approved',
  declined: 'declined',
  canceled: 'canceled',
  expired: 'abandoned, and the order was canceled',
};

export const sandboxTitle = (method: string) => TITLES[method] ?? 'Sandbox payment';

function summary(order: OrderDetails): string {
  const amount = formatPrice(order.grandTotal, order.currency, order.locale);
  return `<div class="panel">
<p class="muted">${escapeHtml(BRAND.name)}</p>
<p>Order <strong>${escapeHtml(order.incrementId)}</strong></p>
<p>Amount <strong>${escapeHtml(amount)}</strong></p>
</div>`;
}

/**
 * Whether this visitor may approve: `allowed`; `locked` (the tools answer this machine or the boot token only);
 * `off` (a production start: no payment is ever approved without a real provider).
 */
export type SandboxApproval = 'allowed' | 'locked' | 'off';

const APPROVAL_NOTES: Record<Exclude<SandboxApproval, 'allowed'>, string> = {
  locked:
    'Approving a sandbox payment marks the order paid with no money moving, so it answers only on the shop’s own machine, or after opening the development tools link printed when the shop started.',
  off: 'Sandbox approvals are off in this shop (SANDBOX_APPROVALS=true turns them on): a real payment provider decides.',
};

export const sandboxApprovalRefusedPage = (approval: Exclude<SandboxApproval, 'allowed'>): string =>
  htmlDocument(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p>${escapeHtml(APPROVAL_NOTES[approval])}</p><p><a href="/">Back to the shop</a></p>`,
  );

/** The provider's page: what is being paid, and the three answers a real provider could give. */
export function renderSandboxPayPage(
  token: string,
  method: string,
  order: OrderDetails,
  approval: SandboxApproval = 'allowed',
): string {
  const title = sandboxTitle(method);
  const offered = SHOPPER_DECISIONS.filter((decision) => decision !== 'approve' || approval === 'allowed');
  const note = approval === 'allowed' ? '' : `<p class="muted">${escapeHtml(APPROVAL_NOTES[approval])}</p>`;
  const buttons = offered
    .map((decision) => {
      const { label, primary } = BUTTONS[decision];
      const action = `/sandbox/pay/${encodeURIComponent(token)}/${decision}`;
      return `<button class="button${primary ? ' button--primary' : ''}" type="submit" formaction="${escapeHtml(action)}">${label}</button>`;
    })
    .join('\n');
  return htmlDocument(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="muted">A test payment page served by the shop itself: no money moves.</p>
${summary(order)}
<form method="post" class="actions">${buttons}</form>
${note}`,
  );
}

/** A second decision for the same session changes nothing and says so. */
export function renderAlreadyDecidedPage(method: string, order: OrderDetails): string {
  const title = sandboxTitle(method);
  const state = STATE_TEXT[order.paymentState] ?? order.paymentState;
  return htmlDocument(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>This payment was already decided: it was ${escapeHtml(state)}.</p>
${summary(order)}
<p><a class="button" href="${escapeHtml(storePaths.home(order.storeCode))}">Back to the shop</a></p>`,
  );
}

export function renderUnknownPaymentPage(): string {
  return htmlDocument(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p>This payment session does not exist.</p><p><a href="/">Back to the shop</a></p>`,
  );
}
