import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

export const websites = (found: Discovered): Scenario => ({
  operationId: 'listWebsites',
  async run(t) {
    const list = await t.ok('listWebsites', 'every website', {}, (body) => {
      const codes = body.websites.flatMap((w) => w.stores.map((s) => s.store_code));
      return codes.includes(t.store)
        ? null
        : `the store in use (${t.store}) is not among ${codes.join(', ')}`;
    });
    // Read defensively: a list that broke its schema is reported above and must not stop the run.
    found.storeCodes = list?.websites?.flatMap((w) => w.stores?.map((s) => s.store_code) ?? []) ?? [];
    await rejectsStoreCodes(t, 'listWebsites', {}, found);
  },
});

export const storeConfig = (found: Discovered): Scenario => ({
  operationId: 'getStoreConfig',
  async run(t) {
    found.storeConfig = await t.ok('getStoreConfig', 'the store in use', {}, (body) =>
      body.store_code === t.store ? null : `store_code ${body.store_code} instead of ${t.store}`,
    );
    await rejectsStoreCodes(t, 'getStoreConfig', {}, found);
  },
});
