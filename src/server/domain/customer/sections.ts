import type { components } from '../../../common/contract/schema.gen';
import { formatPrice } from '../../../common/money';
import type { Queryable } from '../../db/types';
import { findSessionCart } from '../cart/cart-access';
import { loadCartLines } from '../cart/lines';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';

type CustomerSection = components['schemas']['CustomerSection'];
type CartSection = components['schemas']['CartSection'];

/** The customer-data sections this store serves (and the only names the client may invalidate). */
export const SECTION_NAMES = ['customer', 'cart', 'wishlist'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

const priceMarkup = (amount: number, store: StoreView) =>
  `<span class="price">${formatPrice(amount, store.currencyCode, store.locale)}</span>`;

export async function customerSection(
  db: Queryable,
  session: Session,
  store: StoreView,
): Promise<CustomerSection> {
  const dataId = Math.floor(Date.now() / 1000);
  if (session.customerId === null) {
    return {
      is_logged_in: false,
      firstname: null,
      fullname: null,
      email: null,
      website_id: store.websiteId,
      data_id: dataId,
    };
  }
  const { rows } = await db.query<{ firstname: string; lastname: string; email: string }>(
    'select firstname, lastname, email from customer where id = $1',
    [session.customerId],
  );
  const c = rows[0];
  return {
    is_logged_in: Boolean(c),
    firstname: c?.firstname ?? null,
    fullname: c ? `${c.firstname} ${c.lastname}` : null,
    email: c?.email ?? null,
    website_id: store.websiteId,
    data_id: dataId,
  };
}

/** The session's cart (the customer's, or the guest's newest), priced exactly as the cart itself prices it. */
export async function cartSection(db: Queryable, session: Session, store: StoreView): Promise<CartSection> {
  const cart = await findSessionCart(db, store, session);
  const lines = cart ? await loadCartLines(db, cart, store) : [];
  const subtotal = lines.reduce((sum, line) => sum + line.rowTotal, 0);
  return {
    summary_count: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotalAmount: subtotal,
    subtotal: priceMarkup(subtotal, store),
    subtotal_excl_tax: priceMarkup(subtotal, store),
    subtotal_incl_tax: priceMarkup(subtotal, store),
    currency_code: store.currencyCode,
    items: lines.map((line) => ({
      item_id: line.itemId,
      product_id: line.productId,
      product_name: line.name,
      product_sku: line.sku,
      product_url: line.url,
      product_image: line.image,
      qty: line.qty,
      product_price: priceMarkup(line.price, store),
      product_price_value: line.price,
    })),
    data_id: Math.floor(Date.now() / 1000),
  };
}
