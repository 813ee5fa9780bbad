import type { Queryable } from '../types';
import { GIFT_BOX } from '../../../../config/checkout';
import { CURRENCIES } from '../../../../config/stores';
import { idOf, insertRows } from './insert';
import { MEDIA_COLUMNS } from './media';
import { PRICE_COLUMNS } from './prices';
import { catalogueDate, insertProducts, productRow } from './products';
import { STOCK_COLUMNS } from './stock';

/** Boxes are stocked in bulk; a watch sells out long before the boxes do. */
export const GIFT_BOX_STOCK = 1000;

/**
 * The gift box is a product of its own so that an order can carry it as a line, but it is never listed or
 * sold as an item: the cart's gift box toggle adds it, at the configured price.
 */
export async function insertGiftBox(q: Queryable): Promise<number> {
  const ids = await insertProducts(q, [
    productRow({
      sku: GIFT_BOX.sku,
      type: 'simple',
      name: GIFT_BOX.name,
      description: GIFT_BOX.alt,
      is_visible: false,
      created_at: catalogueDate(0),
    }),
  ]);
  const id = idOf(ids, GIFT_BOX.sku);
  await insertRows(
    q,
    'product_price',
    PRICE_COLUMNS,
    CURRENCIES.map((currency) => ({
      product_id: id,
      currency_code: currency,
      amount: GIFT_BOX.price[currency],
      rrp: null,
    })),
  );
  await insertRows(q, 'stock_item', STOCK_COLUMNS, [{ product_id: id, qty: GIFT_BOX_STOCK }]);
  await insertRows(q, 'product_media', MEDIA_COLUMNS, [
    {
      product_id: id,
      position: 0,
      media_type: 'image',
      url: GIFT_BOX.image,
      alt: GIFT_BOX.alt,
      width: 800,
      height: 800,
      video_url: null,
      video_title: null,
    },
  ]);
  return id;
}
