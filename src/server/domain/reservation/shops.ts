import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { NotFound } from '../errors';
import type { StoreView } from '../store/store-registry';
import { findReservableProduct, PRODUCT_NOT_FOUND } from './product-line';
import { defineMessages } from '../../../common/i18n/define-messages';

type Schemas = components['schemas'];
export type ShopOption = Schemas['ReservationShopOption'];
export type ShopDetails = Schemas['Shop'];

export interface ShopRecord extends ShopDetails {
  email: string;
  reservationEnabled: boolean;
}

export const SHOP_NOT_FOUND = defineMessages({
  shopNotFound: { id: 'api.reservation.shopNotFound', defaultMessage: 'This boutique does not exist.' },
}).shopNotFound;

/**
 * The boutiques that take reservations, each saying whether it holds a piece of the product now. Those in the
 * store's own country come first: the shopper most likely visits one of them.
 */
export async function listShopsForProduct(
  q: Queryable,
  store: StoreView,
  productId: number,
): Promise<ShopOption[]> {
  if (!(await findReservableProduct(q, productId))) throw new NotFound(PRODUCT_NOT_FOUND);
  const { rows } = await q.query<ShopOption>(
    `select s.id, s.name, s.city, trim(s.country_id) as country_id, coalesce(st.qty, 0) > 0 as available
       from shop s
       left join shop_stock st on st.shop_id = s.id and st.product_id = $1
      where s.is_reservation_enabled
      order by (trim(s.country_id) = $2) desc, s.country_id, s.name, s.id`,
    [productId, store.countryId],
  );
  return rows;
}

/**
 * A boutique as the store view reads it: its opening hours summary in the store's language where the store view
 * has one of its own (store_view_text, seed step 029_shop_texts), else the shop's own; names and addresses are
 * proper nouns and read alike everywhere.
 */
export async function findShop(q: Queryable, shopId: number, store: StoreView): Promise<ShopRecord | null> {
  const { rows } = await q.query<ShopDetails & { email: string; is_reservation_enabled: boolean }>(
    `select s.id, coalesce(p.url_key, 'shop-' || s.id) as url_key, s.name, s.address, s.zip, s.city,
            trim(s.country_id) as country_id, s.phone, coalesce(t.value::jsonb, s.opening_hours) as opening_hours,
            s.email, s.is_reservation_enabled
       from shop s left join shop_page p on p.shop_id = s.id
       left join store_view_text t
         on t.entity = 'shop' and t.entity_id = s.id and t.field = 'opening_hours' and t.store_id = $2
      where s.id = $1`,
    [shopId, store.id],
  );
  const row = rows[0];
  if (!row) return null;
  const { is_reservation_enabled: reservationEnabled, ...shop } = row;
  return { ...shop, reservationEnabled };
}

/** The contract's Shop: what the modal shows of the chosen boutique. */
export async function shopDetails(q: Queryable, shopId: number, store: StoreView): Promise<ShopDetails> {
  const shop = await findShop(q, shopId, store);
  if (!shop) throw new NotFound(SHOP_NOT_FOUND);
  const { email: _email, reservationEnabled: _enabled, ...details } = shop;
  return details;
}
