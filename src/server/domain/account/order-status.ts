import type { IntlShape } from '@formatjs/intl';
import type { components } from '../../../common/contract/schema.gen';
import { defineMessages } from '../../../common/i18n/define-messages';
import { ENGLISH_INTL } from '../i18n/api-message';

export type OrderStatus = components['schemas']['OrderStatus'];

/** The labels Magento's default order statuses show customers, in the store's language. */
const STATUS_LABELS = defineMessages<OrderStatus>({
  pending_payment: { id: 'labels.orderStatus.pendingPayment', defaultMessage: 'Pending Payment' },
  processing: { id: 'labels.orderStatus.processing', defaultMessage: 'Processing' },
  canceled: { id: 'labels.orderStatus.canceled', defaultMessage: 'Canceled' },
  complete: { id: 'labels.orderStatus.complete', defaultMessage: 'Complete' },
});

export const statusLabel = (status: OrderStatus, intl: IntlShape = ENGLISH_INTL): string =>
  intl.formatMessage(STATUS_LABELS[status]);
