import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

const ALTERNATE_IDS = ['myAccount', 'storeLocator', 'registerMyWatch'];

/** Spec 2.1: a main menu with at least one entry, and the alternate menu's three entity ids. */
export const mainMenu = (found: Discovered): Scenario => ({
  operationId: 'getMainMenu',
  async run(t) {
    await t.ok('getMainMenu', 'the main and alternate menus', {}, (body) => {
      if (!body.items.length) return 'a storefront needs at least one main menu entry';
      const ids = body.alternate.map((item) => item.entity_id);
      return ALTERNATE_IDS.every((id) => ids.includes(id))
        ? null
        : `the alternate menu has ${ids.join(', ')}, not ${ALTERNATE_IDS.join(', ')}`;
    });
    await rejectsStoreCodes(t, 'getMainMenu', {}, found);
  },
});
