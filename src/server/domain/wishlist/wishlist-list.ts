import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { loadListItems } from '../catalog/list-items.sql';
import type { StoreView } from '../store/store-registry';
import { MAX_WISHLIST_ITEMS } from './rules';

type Wishlist = components['schemas']['Wishlist'];

interface ItemRow {
  id: number;
  product_id: number;
  added_at: Date | string;
}

/** The customer's items whose product is still on sale (visible), newest first. */
async function wishlistRows(q: Queryable, customerId: number): Promise<ItemRow[]> {
  const { rows } = await q.query<ItemRow>(
    `select wi.id, wi.product_id, wi.added_at
       from wishlist w
       join wishlist_item wi on wi.wishlist_id = w.id
       join product p on p.id = wi.product_id and p.is_visible
      where w.customer_id = $1
      order by wi.added_at desc, wi.id desc`,
    [customerId],
  );
  return rows;
}

/** The wishlist as the page shows it, priced in the store's currency by the catalogue's own list items. */
export async function loadWishlist(q: Queryable, customerId: number, store: StoreView): Promise<Wishlist> {
  const rows = await wishlistRows(q, customerId);
  const products = new Map(
    (
      await loadListItems(
        q,
        rows.map((r) => r.product_id),
        store,
      )
    ).map((item) => [item.id, item]),
  );
  const items = rows.flatMap((row) => {
    const product = products.get(row.product_id);
    if (!product) return [];
    return [
      {
        id: row.id,
        added_at: new Date(row.added_at).toISOString(),
        product: {
          id: product.id,
          sku: product.sku,
          name: product.name,
          url: product.url,
          image: product.image,
          price: product.price,
        },
      },
    ];
  });
  return { count: items.length, max_items: MAX_WISHLIST_ITEMS, items };
}
