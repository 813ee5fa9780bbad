import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { NotFound } from '../errors';
import type { StoreView } from '../store/store-registry';
import { countryNames } from './country-names';
import { shopMatches } from './search';
import { defineMessages } from '../../../common/i18n/define-messages';

type Schemas = components['schemas'];
export type LocatorShop = Schemas['StoreLocatorShop'];
export type LocatorShopPage = Omit<Schemas['StoreLocatorShopPage'], 'map'>;
type Piece = Schemas['ShopPiece'];

export const SHOP_PAGE_NOT_FOUND = defineMessages({
  shopNotFound: { id: 'api.storeLocator.shopNotFound', defaultMessage: 'This boutique does not exist.' },
}).shopNotFound;

/**
 * Every boutique with its page address. A boutique an editor added without a page row still has one
 * (`shop-{id}`), and its hours are then in the store's time zone: nothing the reservation uses is left out.
 */
const SHOPS_SQL = `
select s.id, coalesce(p.url_key, 'shop-' || s.id) as url_key, s.name, s.address, s.zip, s.city,
       trim(s.country_id) as country_id, s.phone, s.latitude, s.longitude,
       s.is_reservation_enabled as reservation_enabled, s.email, p.timezone
  from shop s left join shop_page p on p.shop_id = s.id`;

type ShopRow = Omit<LocatorShop, 'country_name'> & { email: string; timezone: string | null };

const toLocatorShop = ({ email: _e, timezone: _t, ...row }: ShopRow, countryName: string): LocatorShop => ({
  ...row,
  country_name: countryName,
});

/** The boutiques matching the search (city or country, see search.ts): the store's country first. */
export async function listLocatorShops(
  q: Queryable,
  store: StoreView,
  query: string,
): Promise<LocatorShop[]> {
  const { rows } = await q.query<ShopRow>(
    `${SHOPS_SQL} order by (trim(s.country_id) = $1) desc, s.country_id, s.name, s.id`,
    [store.countryId],
  );
  return rows.flatMap((row) => {
    const names = countryNames(row.country_id, store.locale);
    return shopMatches({ city: row.city, country_id: row.country_id, countryNames: names.search }, query)
      ? [toLocatorShop(row, names.display)]
      : [];
  });
}

/**
 * Whether a boutique's page exists (the page statuses): the same key `locatorShopPage` looks up, in one read
 * of the small shop tables and nothing else (no hours, no pieces).
 */
export async function shopPageExists(q: Queryable, urlKey: string): Promise<boolean> {
  const { rows } = await q.query<{ found: boolean }>(
    `select exists(select 1 from shop s left join shop_page p on p.shop_id = s.id
                    where coalesce(p.url_key, 'shop-' || s.id) = $1) as found`,
    [urlKey],
  );
  return rows[0]?.found === true;
}

/** One boutique's page by its URL key: hours Monday first, and the visible pieces it holds. */
export async function locatorShopPage(
  q: Queryable,
  store: StoreView,
  urlKey: string,
): Promise<LocatorShopPage> {
  const { rows } = await q.query<ShopRow>(`${SHOPS_SQL} where coalesce(p.url_key, 'shop-' || s.id) = $1`, [
    urlKey,
  ]);
  const row = rows[0];
  if (!row) throw new NotFound(SHOP_PAGE_NOT_FOUND);
  const [hours, pieces] = [
    await openingHours(q, row.id),
    await heldPieces(q, row.id, row.reservation_enabled),
  ];
  return {
    shop: toLocatorShop(row, countryNames(row.country_id, store.locale).display),
    email: row.email,
    timezone: row.timezone ?? store.timezone,
    opening_hours: hours,
    pieces,
  };
}

async function openingHours(q: Queryable, shopId: number): Promise<LocatorShopPage['opening_hours']> {
  const { rows } = await q.query<LocatorShopPage['opening_hours'][number]>(
    `select weekday, to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
       from shop_opening_hours where shop_id = $1 order by weekday, opens`,
    [shopId],
  );
  return rows;
}

/**
 * The pieces on the boutique's shelves (shop_stock with at least one), of watches the catalogue shows, each
 * with the product page it belongs to (the watch's, for a variation) and its first image.
 */
async function heldPieces(q: Queryable, shopId: number, reservationEnabled: boolean): Promise<Piece[]> {
  const { rows } = await q.query<Omit<Piece, 'reservable'>>(
    `select p.id as product_id, p.sku, coalesce(parent.name, p.name) as name,
            concat_ws(', ', colour.label, size.label) as options,
            coalesce(parent.url_key, p.url_key) as url_key,
            (select json_build_object('url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
               from product_media m
              where m.product_id in (p.id, coalesce(p.parent_id, p.id)) and m.media_type = 'image'
              order by (m.product_id = p.id) desc, m.position, m.id limit 1) as image
       from shop_stock st
       join product p on p.id = st.product_id
       left join product parent on parent.id = p.parent_id
       left join attribute_option colour on colour.id = p.colour_option_id
       left join attribute_option size on size.id = p.case_size_option_id
      where st.shop_id = $1 and st.qty > 0
        and coalesce(parent.is_visible, p.is_visible)
        and coalesce(parent.url_key, p.url_key) is not null
      order by name, p.sku`,
    [shopId],
  );
  return rows.map((row) => ({ ...row, reservable: reservationEnabled }));
}
