import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

export const checkoutConfig = (found: Discovered): Scenario => ({
  operationId: 'getCheckoutConfig',
  async run(t) {
    found.checkoutConfig = await t.ok('getCheckoutConfig', 'the store in use', {}, (body) => {
      if (!body.countries.length) return 'countries is empty: a checkout needs a country to deliver to';
      if (!body.payment_methods.length) return 'payment_methods is empty: an order needs a payment method';
      if (!body.pickup.time_options.length) return 'pickup.time_options is empty';
      return body.pickup.min_days <= body.pickup.max_days
        ? null
        : `pickup.min_days ${body.pickup.min_days} is after max_days ${body.pickup.max_days}`;
    });
    await rejectsStoreCodes(t, 'getCheckoutConfig', {}, found);
  },
});
