import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { numberKeyword } from './contract-parameters';
import type { Discovered } from './discovered';
import { randomText } from './inputs';
import { rejectsStoreCodes } from './store-codes';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** Strips accents and case, as the search does, to say what a search must find. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The store locator: the list (every boutique, then a search by a listed boutique's city written in upper
 * case, and by one that matches nothing), then a listed boutique's page. They share the listed URL keys.
 */
export function storeLocatorScenarios(found: Discovered): Scenario[] {
  const listed: { url_key: string; name: string; city: string }[] = [];
  const list: Scenario = {
    operationId: 'listStoreLocatorShops',
    async run(t) {
      const all = await t.ok('listStoreLocatorShops', 'every boutique', {}, (body) =>
        body.shops.length > 0 && body.query === '' ? null : `${body.shops.length} boutiques for no search`,
      );
      listed.push(...(all?.shops ?? []));
      const shop = need(listed[0], 'a boutique from listStoreLocatorShops');
      const shout = shop.city.toUpperCase();
      await t.ok('listStoreLocatorShops', `q=${shout}`, { query: { q: shout } }, (body) =>
        body.shops.some((s) => s.url_key === shop.url_key) &&
        body.shops.every((s) => fold(`${s.city} ${s.country_name} ${s.country_id}`).includes(fold(shop.city)))
          ? null
          : `the search for ${shout} did not find ${shop.name} alone with its city`,
      );
      const nothing = `zz${randomText(10, LOWER)}`;
      await t.ok(
        'listStoreLocatorShops',
        `q=${nothing} (matches nothing)`,
        { query: { q: nothing } },
        (body) => (body.shops.length === 0 ? null : `${body.shops.length} boutiques for ${nothing}`),
      );
      const maxLength = numberKeyword('listStoreLocatorShops', 'q', 'maxLength');
      await t.rejects(
        'listStoreLocatorShops',
        `q of ${maxLength + 1} characters`,
        { query: { q: 'a'.repeat(maxLength + 1) } },
        { status: 400, code: 'validation_failed', field: 'query.q' },
      );
      await rejectsStoreCodes(t, 'listStoreLocatorShops', {}, found);
    },
  };

  const page: Scenario = {
    operationId: 'getStoreLocatorShop',
    async run(t) {
      const shop = need(listed[0], 'a boutique from listStoreLocatorShops');
      for (const each of listed.slice(0, 2)) {
        await t.ok('getStoreLocatorShop', each.url_key, { path: { url_key: each.url_key } }, (body) =>
          body.shop.url_key === each.url_key && body.shop.name === each.name
            ? body.opening_hours.every((h) => h.opens < h.closes)
              ? null
              : 'an opening closes before it opens'
            : `${body.shop.url_key} ${body.shop.name} instead of ${each.url_key} ${each.name}`,
        );
      }
      const malformed = (label: string, urlKey: string) =>
        t.rejects(
          'getStoreLocatorShop',
          label,
          { path: { url_key: urlKey } },
          { status: 400, code: 'validation_failed', field: 'path.url_key' },
        );
      await malformed('url_key in upper case', 'Geneva');
      await malformed('url_key with an underscore', 'new_york');
      await t.rejects(
        'getStoreLocatorShop',
        'unknown url_key',
        { path: { url_key: `no-such-boutique-${randomText(8, LOWER)}` } },
        { status: 404, code: 'not_found' },
      );
      await rejectsStoreCodes(t, 'getStoreLocatorShop', { path: { url_key: shop.url_key } }, found);
    },
  };
  return [list, page];
}
