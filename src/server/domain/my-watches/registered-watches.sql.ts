import type { components } from '../../../common/contract/schema.gen';
import { storePaths } from '../../../common/store-paths';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { dayOf, type CareBasis } from './watch-care';

type Image = components['schemas']['Image'];

/** At most this many watches are listed (the contract's `maxItems`); no collection comes near it. */
const MAX_LISTED = 100;

/** One of the customer's registered watches with what my watches needs to show and to compute. */
export interface OwnedWatch {
  id: number;
  serial: string;
  registeredAt: string;
  /** The model (configurable product): its compatible straps and its user manual are the model's. */
  modelId: number;
  product: { id: number; sku: string; name: string; url: string | null; image: Image };
  userManualUrl: string | null;
  care: CareBasis;
}

interface Row {
  id: number;
  serial: string;
  registered_at: Date | string;
  manufactured_on: Date | string;
  purchased_at: Date | string | null;
  product_id: number;
  sku: string;
  name: string;
  model_id: number;
  url_key: string | null;
  is_visible: boolean;
  user_manual_url: string | null;
  image_url: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
}

/**
 * The purchase date is the customer's own order holding this very product (not canceled) placed before the
 * registration: bought here, the warranty counts from it. The first image of the variation is the picture.
 */
const SELECT_OWNED = `
  select rw.id, rw.serial, rw.registered_at, wr.manufactured_on, rw.product_id, v.sku,
         m.id as model_id, m.name, m.url_key, m.is_visible, um.url as user_manual_url,
         (select min(so.created_at)
            from sales_order so join sales_order_item si on si.order_id = so.id
           where so.customer_id = rw.customer_id and si.product_id = rw.product_id
             and so.status <> 'canceled' and so.created_at <= rw.registered_at) as purchased_at,
         img.url as image_url, img.alt as image_alt, img.width as image_width, img.height as image_height
    from registered_watch rw
    join watch_registry wr on wr.serial = rw.serial
    join product v on v.id = rw.product_id
    join product m on m.id = coalesce(v.parent_id, v.id)
    left join product_user_manual um on um.product_id = m.id
    left join lateral (
      select pm.url, pm.alt, pm.width, pm.height from product_media pm
       where pm.product_id = v.id and pm.media_type = 'image' order by pm.position, pm.id limit 1
    ) img on true
   where rw.customer_id = $1`;

const asDay = (value: Date | string): string =>
  value instanceof Date ? dayOf(value) : String(value).slice(0, 10);

function toOwnedWatch(row: Row, store: StoreView): OwnedWatch {
  const image: Image =
    row.image_url === null
      ? {
          url: `/media/catalog/product/${encodeURIComponent(row.sku)}/front.svg`,
          alt: row.name,
          width: 800,
          height: 800,
        }
      : {
          url: row.image_url,
          alt: row.image_alt ?? row.name,
          width: row.image_width ?? 800,
          height: row.image_height ?? 800,
        };
  return {
    id: row.id,
    serial: row.serial,
    registeredAt: new Date(row.registered_at).toISOString(),
    modelId: row.model_id,
    product: {
      id: row.product_id,
      sku: row.sku,
      name: row.name,
      url: row.is_visible && row.url_key ? storePaths.product(store.code, row.url_key) : null,
      image,
    },
    userManualUrl: row.user_manual_url,
    care: {
      // A timestamp's day in UTC, as the registry's dates are written.
      purchasedOn: row.purchased_at === null ? null : dayOf(new Date(row.purchased_at)),
      manufacturedOn: asDay(row.manufactured_on),
    },
  };
}

/** The customer's registered watches, newest registration first. */
export async function listOwnedWatches(
  q: Queryable,
  customerId: number,
  store: StoreView,
): Promise<OwnedWatch[]> {
  const { rows } = await q.query<Row>(
    `${SELECT_OWNED} order by rw.registered_at desc, rw.id desc limit ${MAX_LISTED}`,
    [customerId],
  );
  return rows.map((row) => toOwnedWatch(row, store));
}

/** One watch of the customer's collection; null for anyone else's watch and for an id that does not exist. */
export async function findOwnedWatch(
  q: Queryable,
  customerId: number,
  watchId: number,
  store: StoreView,
): Promise<OwnedWatch | null> {
  const { rows } = await q.query<Row>(`${SELECT_OWNED} and rw.id = $2`, [customerId, watchId]);
  return rows[0] ? toOwnedWatch(rows[0], store) : null;
}

/** Removes the watch from the customer's collection only; answers whether it was theirs (and is now gone). */
export async function removeOwnedWatch(q: Queryable, customerId: number, watchId: number): Promise<boolean> {
  const { rowCount } = await q.query('delete from registered_watch where id = $1 and customer_id = $2', [
    watchId,
    customerId,
  ]);
  return rowCount > 0;
}
