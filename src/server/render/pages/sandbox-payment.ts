import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { formatPrice } from '../../../common/money';
import { escapeHtml, htmlDocument } from '../html';
import { htmlMessage, richHtmlMessage } from '../mail/html-message';
import type { OrderDetails } from '../../domain/order/order-details';
import { SOURCE_MAIL_LOCALE, type MailLocale } from '../../domain/mail/mail-locale';
import { storeIntl } from '../../domain/i18n/store-intl';
import { SHOPPER_DECISIONS, type ShopperDecision } from '../../domain/payment/state-machine';
import { storePaths } from '../../../common/store-paths';
import { paymentMessages as m } from './payment-messages';

const TITLES: Record<string, MessageDescriptor> = {
  caseback_paylater: m.titlePayLater,
  caseback_wallet: m.titleWallet,
};
const BUTTONS: Record<ShopperDecision, { label: MessageDescriptor; primary: boolean }> = {
  approve: { label: m.approve, primary: true },
  decline: { label: m.decline, primary: false },
  cancel: { label: m.cancel, primary: false },
};

/** The page's title for a payment method, in the order's store language (English by default). */
export const sandboxTitle = (method: string, intl: IntlShape = storeIntl(SOURCE_MAIL_LOCALE)) =>
  intl.formatMessage(TITLES[method] ?? m.titleOther);

function summary(intl: IntlShape, order: OrderDetails): string {
  const amount = formatPrice(order.grandTotal, order.currency, order.locale);
  const strong = { strong: '<strong>' };
  return `<div class="panel">
<p class="muted">${escapeHtml(BRAND.name)}</p>
<p>${richHtmlMessage(intl, m.order, { incrementId: order.incrementId }, strong)}</p>
<p>${richHtmlMessage(intl, m.amount, { amount }, strong)}</p>
</div>`;
}

/**
 * Whether this visitor may approve: `allowed`; `locked` (the tools answer this machine or the boot token only);
 * `off` (a production start: no payment is ever approved without a real provider).
 */
export type SandboxApproval = 'allowed' | 'locked' | 'off';

const APPROVAL_NOTES: Record<Exclude<SandboxApproval, 'allowed'>, MessageDescriptor> = {
  locked: m.approvalLocked,
  off: m.approvalOff,
};

/** Refused approval: in the order's store language when the order is known, else English. */
export const sandboxApprovalRefusedPage = (
  approval: Exclude<SandboxApproval, 'allowed'>,
  store: MailLocale = SOURCE_MAIL_LOCALE,
): string => {
  const intl = storeIntl(store);
  const title = htmlMessage(intl, m.titleOther);
  return htmlDocument(
    intl.formatMessage(m.titleOther),
    `<h1>${title}</h1><p>${htmlMessage(intl, APPROVAL_NOTES[approval])}</p><p><a href="/">${htmlMessage(intl, m.backToShop)}</a></p>`,
    store.languageCode,
  );
};

/** The provider's page, in the order's store language: what is being paid, and the answers a provider gives. */
export function renderSandboxPayPage(
  token: string,
  method: string,
  order: OrderDetails,
  approval: SandboxApproval = 'allowed',
): string {
  const intl = storeIntl(order);
  const title = sandboxTitle(method, intl);
  const offered = SHOPPER_DECISIONS.filter((decision) => decision !== 'approve' || approval === 'allowed');
  const note =
    approval === 'allowed' ? '' : `<p class="muted">${htmlMessage(intl, APPROVAL_NOTES[approval])}</p>`;
  const buttons = offered
    .map((decision) => {
      const { label, primary } = BUTTONS[decision];
      const action = `/sandbox/pay/${encodeURIComponent(token)}/${decision}`;
      return `<button class="button${primary ? ' button--primary' : ''}" type="submit" formaction="${escapeHtml(action)}">${htmlMessage(intl, label)}</button>`;
    })
    .join('\n');
  return htmlDocument(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="muted">${htmlMessage(intl, m.intro)}</p>
${summary(intl, order)}
<form method="post" class="actions">${buttons}</form>
${note}`,
    order.languageCode,
  );
}

/** A second decision for the same session changes nothing and says so. */
export function renderAlreadyDecidedPage(method: string, order: OrderDetails): string {
  const intl = storeIntl(order);
  const title = sandboxTitle(method, intl);
  return htmlDocument(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${htmlMessage(intl, m.alreadyDecided, { state: order.paymentState })}</p>
${summary(intl, order)}
<p><a class="button" href="${escapeHtml(storePaths.home(order.storeCode))}">${htmlMessage(intl, m.backToShop)}</a></p>`,
    order.languageCode,
  );
}

/** No session, so no store to speak the language of: English. */
export function renderUnknownPaymentPage(): string {
  const intl = storeIntl(SOURCE_MAIL_LOCALE);
  return htmlDocument(
    intl.formatMessage(m.titleOther),
    `<h1>${htmlMessage(intl, m.titleOther)}</h1><p>${htmlMessage(intl, m.unknownSession)}</p><p><a href="/">${htmlMessage(intl, m.backToShop)}</a></p>`,
  );
}
