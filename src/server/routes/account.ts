import type { Handlers } from '../contract/handler-types';
import { customerOrderPage } from '../domain/account/customer-orders';
import { viewCustomerOrder } from '../domain/account/order-view';
import { storeIntl } from '../domain/i18n/store-intl';
import { accountOverview, requireCustomer } from '../domain/account/overview';
import type { RouteDeps } from './deps';

/** The account area: the dashboard, the order history and the order view, each the session customer's own. */
export function accountRoutes({ db }: RouteDeps): Handlers {
  return {
    getAccountOverview: async ({ store, session, reply }) => {
      const customerId = requireCustomer((await session()).customerId);
      reply.header('Cache-Control', 'no-store');
      return accountOverview(db, customerId, storeIntl(store));
    },

    listCustomerOrders: async ({ store, query, session, reply }) => {
      const customerId = requireCustomer((await session()).customerId);
      reply.header('Cache-Control', 'no-store');
      return customerOrderPage(db, customerId, query.p ?? 1, storeIntl(store));
    },

    viewCustomerOrder: async ({ store, params, session, reply }) => {
      const customerId = requireCustomer((await session()).customerId);
      reply.header('Cache-Control', 'no-store');
      // Spec 7 'Order view': an array whose first element is the order.
      return [await viewCustomerOrder(db, customerId, params.order_id, storeIntl(store))];
    },
  };
}
