import { defineMessages } from './i18n/define-messages';

/**
 * The labels Magento's default order statuses show customers, one message each: the server words an order's
 * `status_label` with them in the store's language, and the account pages word the status code the same way.
 */
export const ORDER_STATUS_MESSAGES = defineMessages({
  pending_payment: { id: 'account.statusPendingPayment', defaultMessage: 'Pending Payment' },
  processing: { id: 'account.statusProcessing', defaultMessage: 'Processing' },
  canceled: { id: 'account.statusCanceled', defaultMessage: 'Canceled' },
  complete: { id: 'account.statusComplete', defaultMessage: 'Complete' },
});
