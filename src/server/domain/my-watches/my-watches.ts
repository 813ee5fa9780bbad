import { WATCH_CARE } from '../../../../config/watch-care';
import type { components } from '../../../common/contract/schema.gen';
import { storePaths } from '../../../common/store-paths';
import type { Queryable } from '../../db/types';
import { loadListItems } from '../catalog/list-items.sql';
import { compatibleStrapIds } from '../product-options/straps.sql';
import type { StoreView } from '../store/store-registry';
import { findOwnedWatch, listOwnedWatches, type OwnedWatch } from './registered-watches.sql';
import { MY_WATCHES_MESSAGES, warrantyMessage } from './texts';
import { dayOf, nextServiceOn, warrantyOf } from './watch-care';
import { sayIn } from '../i18n/api-message';

type Schemas = components['schemas'];

const today = () => dayOf(new Date());

function toRegisteredWatch(watch: OwnedWatch, on: string): Schemas['RegisteredWatch'] {
  return {
    id: watch.id,
    serial: watch.serial,
    registered_at: watch.registeredAt,
    purchased_on: watch.care.purchasedOn,
    warranty_ends_on: warrantyOf(watch.care, on).endsOn,
    user_manual_url: watch.userManualUrl,
    product: watch.product,
    service: {
      interval_years: WATCH_CARE.serviceIntervalYears,
      next_service_on: nextServiceOn(watch.care, on),
      includes: [...WATCH_CARE.fullServiceIncludes],
    },
  };
}

/** My watches as the page shows them (spec 2.10): each with its warranty end, next service and manual. */
export async function loadMyWatches(
  q: Queryable,
  customerId: number,
  store: StoreView,
): Promise<Schemas['MyWatches']> {
  const on = today();
  return { watches: (await listOwnedWatches(q, customerId, store)).map((w) => toRegisteredWatch(w, on)) };
}

/**
 * The warranty check (spec 7): for the owner only. Anyone else's watch, a removed one and an id that never
 * existed get the same answer, so the check cannot be used to learn which ids exist.
 */
export async function checkWarranty(
  q: Queryable,
  customerId: number,
  watchId: number,
  store: StoreView,
): Promise<Schemas['WarrantyCheckResult']> {
  const watch = await findOwnedWatch(q, customerId, watchId, store);
  if (!watch)
    return { success: false, message: sayIn(store)(MY_WATCHES_MESSAGES.notYours), warranty_data: null };
  const on = today();
  const warranty = warrantyOf(watch.care, on);
  return {
    success: true,
    message: warrantyMessage(warranty, store, on),
    warranty_data: {
      serial: watch.serial,
      status: warranty.status,
      years: warranty.years,
      starts_on: warranty.startsOn,
      ends_on: warranty.endsOn,
      counted_from: warranty.countedFrom,
    },
  };
}

/**
 * The straps that fit the watch's model (the catalogue's compatibility), priced in the store's currency, each
 * with spec 3's add_to_cart_url and cart_url. Null when the watch is not the customer's.
 */
export async function loadWatchStraps(
  q: Queryable,
  customerId: number,
  watchId: number,
  store: StoreView,
): Promise<Schemas['MyWatchStraps'] | null> {
  const watch = await findOwnedWatch(q, customerId, watchId, store);
  if (!watch) return null;
  const items = await loadListItems(q, await compatibleStrapIds(q, watch.modelId, store.currencyCode), store);
  return {
    watch_id: watch.id,
    straps: items.map((item) => ({
      product_id: item.id,
      sku: item.sku,
      name: item.name,
      url: item.url,
      image: item.image,
      price: item.price,
      is_saleable: item.is_saleable,
      add_to_cart_url: storePaths.cartAdd(store.code),
      cart_url: storePaths.cart(store.code),
    })),
  };
}
