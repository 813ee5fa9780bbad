import type { components } from '../../../common/contract/schema.gen';

export type OrderStatus = components['schemas']['OrderStatus'];

/** The labels Magento's default order statuses show customers. */
const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  canceled: 'Canceled',
  complete: 'Complete',
};

export const statusLabel = (status: OrderStatus): string => STATUS_LABELS[status];
