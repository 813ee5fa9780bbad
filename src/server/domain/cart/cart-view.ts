import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import type { CartRow } from './cart-access';
import { loadCartLines, type CartLine } from './lines';

type Cart = components['schemas']['Cart'];
type CartItem = components['schemas']['CartItem'];

const toItem = (line: CartLine): CartItem => ({
  item_id: line.itemId,
  sku: line.sku,
  parent_sku: line.parentSku,
  name: line.name,
  qty: line.qty,
  price: line.price,
  row_total: line.rowTotal,
  url: line.url,
  image: line.image,
  options: line.options,
  is_saleable: line.isSaleable,
  category_type: line.categoryType,
  gift_message: line.giftMessage,
});

/** The cart as the API answers it: a guest cart by its masked id, a customer's by its number. */
export function cartOf(cart: CartRow, lines: readonly CartLine[]): Cart {
  return {
    id: cart.customerId === null ? cart.maskedId : String(cart.id),
    items: lines.map(toItem),
    items_count: lines.length,
    items_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    currency_code: cart.currencyCode,
    hasGiftBox: cart.hasGiftBox,
    gift_message: cart.giftMessage,
    is_guest: cart.customerId === null,
  };
}

export async function loadCartView(q: Queryable, cart: CartRow, store: StoreView): Promise<Cart> {
  return cartOf(cart, await loadCartLines(q, cart, store));
}
