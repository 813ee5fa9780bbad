import type { IntlShape } from '@formatjs/intl';
import type { components } from '../../../common/contract/schema.gen';
import { ORDER_STATUS_MESSAGES } from '../../../common/order-status';

export type OrderStatus = components['schemas']['OrderStatus'];

/** An order's status as customers read it (Magento's default labels), in the store's language. */
export const statusLabel = (status: OrderStatus, intl: IntlShape): string =>
  intl.formatMessage(ORDER_STATUS_MESSAGES[status]);
