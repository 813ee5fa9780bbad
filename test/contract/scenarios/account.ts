import type { OperationId, Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';
import { secondCustomerOrder } from './customer-isolation';
import { secondCustomer } from './second-customer';

const ACCOUNT_OPERATIONS = [
  ['getAccountOverview', {}],
  ['listCustomerOrders', {}],
  ['viewCustomerOrder', { path: { order_id: 1 } }],
] as const satisfies readonly (readonly [OperationId, object])[];

/** Before sign-in: every account operation refuses the session (401), and checks its store code first. */
export const accountRefusals = (found: Discovered): Scenario[] =>
  ACCOUNT_OPERATIONS.map(([operationId, input]) => ({
    operationId,
    async run(t) {
      await t.rejects(operationId, 'nobody signed in', input, { status: 401, code: 'unauthorized' });
      await rejectsStoreCodes(t, operationId, input, found);
    },
  }));

/**
 * While the run's customer is signed in (after its order): the dashboard and the history show the order just
 * placed, the order view opens it, and an id that is not the customer's is a 404. Without credentials, only
 * the invalid inputs.
 */
export const accountReads = (found: Discovered): Scenario[] => [
  {
    operationId: 'listCustomerOrders',
    async run(t) {
      await t.rejects(
        'listCustomerOrders',
        'page 0',
        { query: { p: 0 } },
        { status: 400, code: 'validation_failed', field: 'query.p' },
      );
      if (!found.signedIn) return;
      const placed = found.mine.order?.increment_id;
      const page = await t.ok('listCustomerOrders', 'the first page', {}, (body) => {
        if (body.items.length > body.page_size)
          return `${body.items.length} items on a page of ${body.page_size}`;
        if (placed && !body.items.some((o) => o.increment_id === placed)) {
          return `the order just placed (${placed}) is not on the first page`;
        }
        return null;
      });
      const first = page?.items[0];
      if (first) {
        await t.ok(
          'viewCustomerOrder',
          `order ${first.increment_id}`,
          { path: { order_id: first.order_id } },
          (body) =>
            body[0]?.increment_id === first.increment_id
              ? null
              : `first element is ${body[0]?.increment_id}, not ${first.increment_id}`,
        );
      }
      const second = first ? await secondCustomer(t, found) : null;
      if (second && first) await secondCustomerOrder(second, first);
      await t.rejects(
        'viewCustomerOrder',
        'an order id that is not the customer’s',
        { path: { order_id: 2147483647 } },
        { status: 404, code: 'not_found' },
      );
    },
  },
  {
    operationId: 'getAccountOverview',
    async run(t) {
      if (!found.signedIn || !t.credentials) return;
      const email = t.credentials.email.toLowerCase();
      await t.ok('getAccountOverview', 'the signed-in customer', {}, (body) =>
        body.customer.email.toLowerCase() === email
          ? null
          : `customer.email ${body.customer.email}, not ${email}`,
      );
    },
  },
];
