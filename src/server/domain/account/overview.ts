import type { IntlShape } from '@formatjs/intl';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { Unauthenticated } from '../errors';
import { recentCustomerOrders } from './customer-orders';
import { toAddress, type StoredAddress } from './stored-address';
import { ORDER_TEXTS } from '../order/order-texts';

type AccountOverview = components['schemas']['AccountOverview'];

interface DefaultAddressRow extends StoredAddress {
  is_default_billing: boolean;
  is_default_shipping: boolean;
}

/** The session's customer, or Unauthenticated: every account answer is the signed-in customer's own. */
export function requireCustomer(customerId: number | null): number {
  if (customerId === null) throw new Unauthenticated(ORDER_TEXTS.signInAccount);
  return customerId;
}

/** The dashboard: contact information, the default addresses (when set) and the five latest orders. */
export async function accountOverview(
  q: Queryable,
  customerId: number,
  intl: IntlShape,
): Promise<AccountOverview> {
  const [customer, addresses, recentOrders] = await Promise.all([
    q.query<{ firstname: string; lastname: string; email: string }>(
      'select firstname, lastname, email from customer where id = $1',
      [customerId],
    ),
    q.query<DefaultAddressRow>(
      `select firstname, lastname, street, city, region, region_id, postcode, country_id, telephone,
              is_default_billing, is_default_shipping
         from customer_address
        where customer_id = $1 and (is_default_billing or is_default_shipping)
        order by id`,
      [customerId],
    ),
    recentCustomerOrders(q, customerId, intl),
  ]);
  const c = customer.rows[0];
  // A session outliving its customer (deleted meanwhile) is nobody's.
  if (!c) throw new Unauthenticated(ORDER_TEXTS.signInAccount);
  const billing = addresses.rows.find((a) => a.is_default_billing);
  const shipping = addresses.rows.find((a) => a.is_default_shipping);
  return {
    customer: {
      firstname: c.firstname,
      lastname: c.lastname,
      fullname: `${c.firstname} ${c.lastname}`,
      email: c.email,
    },
    default_billing: billing ? toAddress(billing) : null,
    default_shipping: shipping ? toAddress(shipping) : null,
    recent_orders: recentOrders,
  };
}
