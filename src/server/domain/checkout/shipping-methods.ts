import { COUNTRIES, SHIPPING_METHODS } from '../../../../config/checkout';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { amountIn } from '../cart/configured-amount';
import { catalogCacheFor } from '../catalog/catalog-cache';
import type { IntlShape } from '@formatjs/intl';
import { storeIntl } from '../i18n/store-intl';
import type { StoreView } from '../store/store-registry';
import { carrierTitle, methodTitle } from './method-titles';

type ShippingMethod = components['schemas']['ShippingMethod'];
type MethodDefinition = (typeof SHIPPING_METHODS)[number];

/** The spec's pickup method (carrier and method code): the only one that carries a pickup date and time. */
const PICKUP_CODE = 'pickupdate';

export const isPickupMethod = (carrierCode: string, methodCode: string): boolean =>
  carrierCode === PICKUP_CODE && methodCode === PICKUP_CODE;

/** Orders store the method Magento's way: `{carrier}_{method}`. */
export const shippingMethodCode = (carrierCode: string, methodCode: string) => `${carrierCode}_${methodCode}`;

/** An order's `{carrier}_{method}` as the shopper reads it: the carrier's title; an unknown code itself. */
export function shippingMethodTitle(intl: IntlShape, code: string): string {
  const method = SHIPPING_METHODS.find((m) => shippingMethodCode(m.carrierCode, m.methodCode) === code);
  return method ? carrierTitle(intl, method.carrierCode, method.carrierTitle) : code;
}

/**
 * The countries with a boutique: boutique pickup is offered there. Catalogue facts (the seed writes them):
 * through the catalogue cache when `q` is the database.
 */
export async function boutiqueCountries(q: Queryable): Promise<ReadonlySet<string>> {
  const load = async () => {
    const { rows } = await q.query<{ country_id: string }>('select distinct country_id from shop');
    return new Set(rows.map((r) => r.country_id));
  };
  const cache = catalogCacheFor(q);
  return cache ? cache.memo(cache.boutiqueCountries, cache.generation, 'all', load) : load();
}

export const isKnownCountry = (countryId: string) => COUNTRIES.some((c) => c.id === countryId);

/** The methods (and their price in the store's currency) for a destination; none where we do not ship. */
export async function shippingMethodsFor(
  q: Queryable,
  store: StoreView,
  countryId: string,
): Promise<ShippingMethod[]> {
  return methodsOffered(store, countryId, await boutiqueCountries(q));
}

/** `shippingMethodsFor` with the countries that have a boutique already read (`boutiqueCountries`). */
export function methodsOffered(
  store: StoreView,
  countryId: string,
  boutiques: ReadonlySet<string>,
): ShippingMethod[] {
  if (!isKnownCountry(countryId)) return [];
  const pickup = boutiques.has(countryId);
  const intl = storeIntl(store);
  return SHIPPING_METHODS.filter((m) => pickup || !isPickupMethod(m.carrierCode, m.methodCode)).map(
    (m: MethodDefinition) => ({
      carrier_code: m.carrierCode,
      method_code: m.methodCode,
      carrier_title: carrierTitle(intl, m.carrierCode, m.carrierTitle),
      method_title: methodTitle(intl, m.carrierCode, m.methodTitle),
      amount: amountIn(m.amount, store.currencyCode),
      available: true,
      error_message: null,
    }),
  );
}
