import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { flatten } from './inputs';
import { rejectsStoreCodes } from './store-codes';

export const categoryTree = (found: Discovered): Scenario => ({
  operationId: 'getCategoryTree',
  async run(t) {
    const tree = await t.ok('getCategoryTree', 'the menu', {}, (body) =>
      body.items.length ? null : 'a storefront needs at least one category for its menu',
    );
    found.categories = flatten(tree?.items ?? []);
    await rejectsStoreCodes(t, 'getCategoryTree', {}, found);
  },
});
