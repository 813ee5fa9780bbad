import type { components } from '../../../common/contract/schema.gen';
import { formatPrice } from '../../../common/money';
import type { Queryable } from '../../db/types';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import { loadWishlist } from './wishlist-list';

type WishlistSection = components['schemas']['WishlistSection'];

const counterOf = (count: number) => (count === 0 ? null : `${count} ${count === 1 ? 'item' : 'items'}`);

/** The `wishlist` customer-data section (Magento's): a guest's is empty, as guests have no wishlist. */
export async function wishlistSection(
  q: Queryable,
  session: Session,
  store: StoreView,
): Promise<WishlistSection> {
  const dataId = Math.floor(Date.now() / 1000);
  if (session.customerId === null) return { counter: null, count: 0, items: [], data_id: dataId };
  const { items } = await loadWishlist(q, session.customerId, store);
  return {
    counter: counterOf(items.length),
    count: items.length,
    items: items.map(({ id, product }) => ({
      id,
      product: { id: product.id, sku: product.sku, name: product.name },
      product_url: product.url,
      product_image: product.image,
      product_price: `<span class="price">${formatPrice(product.price.amount, store.currencyCode, store.locale)}</span>`,
      product_price_value: product.price.amount,
    })),
    data_id: dataId,
  };
}
