import { COUNTRIES, SHIPPING_METHODS } from '../../../../config/checkout';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { amountIn } from '../cart/configured-amount';
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

/** Boutique pickup is offered where the brand has a boutique in the destination country. */
async function hasBoutiqueIn(q: Queryable, countryId: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from shop where country_id = $1 limit 1', [countryId]);
  return rows.length > 0;
}

export const isKnownCountry = (countryId: string) => COUNTRIES.some((c) => c.id === countryId);

/** The methods (and their price in the store's currency) for a destination; none where we do not ship. */
export async function shippingMethodsFor(
  q: Queryable,
  store: StoreView,
  countryId: string,
): Promise<ShippingMethod[]> {
  if (!isKnownCountry(countryId)) return [];
  const pickup = await hasBoutiqueIn(q, countryId);
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
