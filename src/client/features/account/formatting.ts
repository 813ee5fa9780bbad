import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { CustomerOrderRow } from '../../api/account';
import { formatPrice } from '../../../common/money';
import { accountMessages as m } from './messages';

/** An order's date as the store's locale writes it (`14 Nov 2025`, `14.11.2025`, `2025/11/14`). */
export const formatOrderDate = (iso: string, intl: IntlShape): string =>
  intl.formatDate(new Date(iso), { dateStyle: 'medium' });

/** An amount in the currency the order was placed in, written the store's way. */
export const formatOrderAmount = (amount: number, currency: string, locale: string): string =>
  formatPrice(amount, currency, locale);

const STATUS_MESSAGES: Partial<Record<string, MessageDescriptor>> = {
  pending_payment: m.statusPendingPayment,
  processing: m.statusProcessing,
  canceled: m.statusCanceled,
  complete: m.statusComplete,
};

/** An order's status in the store's language; a status the catalogue does not know reads as the server wrote it. */
export function orderStatusLabel(
  order: Pick<CustomerOrderRow, 'status' | 'status_label'>,
  intl: IntlShape,
): string {
  const message = STATUS_MESSAGES[order.status];
  return message ? intl.formatMessage(message) : order.status_label;
}
