import type { Scenario } from '../../../scripts/verify-contract/scenario-api';

/** No input to get wrong, and the 503 needs a database that is down: only the healthy answer is checked. */
export const health = (): Scenario => ({
  operationId: 'getHealth',
  async run(t) {
    await t.ok('getHealth', 'liveness', {}, (body) => (body.status === 'ok' ? null : 'status must be ok'));
  },
});
