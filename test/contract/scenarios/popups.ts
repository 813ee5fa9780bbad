import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

/**
 * The country pop-in's data. The visitor's country header is the deployment's to choose, so the check sends
 * an Accept-Language naming a country and expects only what any configuration gives: the current store among
 * the available ones, listed first, and never a suggestion of the store's own country.
 */
export const storeSelector = (found: Discovered): Scenario => ({
  operationId: 'getStoreSelector',
  async run(t) {
    await t.ok(
      'getStoreSelector',
      'a visitor whose browser prefers fr-FR',
      { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } },
      (body) => {
        if (body.available_stores[0]?.store_code !== t.store) {
          return `the current store ${t.store} is not listed first`;
        }
        const own = body.suggested_stores.find((s) => s.country_id === body.country_code);
        return own ? `the store's own country is suggested (${own.store_code})` : null;
      },
    );
    await rejectsStoreCodes(t, 'getStoreSelector', {}, found);
  },
});

export const retailers = (found: Discovered): Scenario => ({
  operationId: 'listRetailers',
  async run(t) {
    await t.ok('listRetailers', 'the retailer directory', {}, (body) => {
      const ids = body.countries.map((c) => c.country_id);
      return ids.join() === [...ids].sort().join() ? null : `countries not sorted by code: ${ids.join(', ')}`;
    });
    await rejectsStoreCodes(t, 'listRetailers', {}, found);
  },
});

export const promotionalPopups = (found: Discovered): Scenario => ({
  operationId: 'listPromotionalPopups',
  async run(t) {
    await t.ok('listPromotionalPopups', "the store's promotional popups", {}, (body) => {
      const indexes = body.popups.map((p) => p.index);
      return new Set(indexes).size === indexes.length ? null : `an index used twice: ${indexes.join(', ')}`;
    });
    await rejectsStoreCodes(t, 'listPromotionalPopups', {}, found);
  },
});
