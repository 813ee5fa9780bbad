import type { components } from '../../../common/contract/schema.gen';
import { formatPrice } from '../../../common/money';
import type { Queryable } from '../../db/types';
import { productImagePath } from '../catalog/urls';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';

type CustomerSection = components['schemas']['CustomerSection'];
type CartSection = components['schemas']['CartSection'];

/** The customer-data sections this store serves (and the only names the client may invalidate). */
export const SECTION_NAMES = ['customer', 'cart'] as const;
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

interface CartItemRow {
  item_id: number;
  product_id: number;
  name: string;
  sku: string;
  url_key: string | null;
  qty: number;
  price: number | null;
  image: components['schemas']['Image'] | null;
}

/** The active cart of the session (guest) or of the signed-in customer, priced in the store's currency. */
export async function cartSection(db: Queryable, session: Session, store: StoreView): Promise<CartSection> {
  const { rows } = await db.query<CartItemRow>(
    `select ci.id as item_id, p.id as product_id, p.name, p.sku, coalesce(parent.url_key, p.url_key) as url_key,
            ci.qty, pr.amount as price,
            (select json_build_object('url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
               from product_media m where m.product_id = p.id and m.media_type = 'image'
              order by m.position, m.id limit 1) as image
       from cart c
       join cart_item ci on ci.cart_id = c.id
       join product p on p.id = ci.product_id
       left join product parent on parent.id = ci.parent_product_id
       left join product_price pr on pr.product_id = p.id and pr.currency_code = $3
      where c.is_active and c.store_id = $4
        and (($1::int is not null and c.customer_id = $1) or ($1::int is null and c.customer_id is null and c.session_hash = $2))
      order by ci.id`,
    [session.customerId, session.idHash, store.currencyCode, store.id],
  );
  const subtotal = rows.reduce((sum, r) => sum + (r.price ?? 0) * r.qty, 0);
  return {
    summary_count: rows.reduce((sum, r) => sum + r.qty, 0),
    subtotalAmount: subtotal,
    subtotal: priceMarkup(subtotal, store),
    subtotal_excl_tax: priceMarkup(subtotal, store),
    subtotal_incl_tax: priceMarkup(subtotal, store),
    currency_code: store.currencyCode,
    items: rows.map((r) => ({
      item_id: r.item_id,
      product_id: r.product_id,
      product_name: r.name,
      product_sku: r.sku,
      product_url: r.url_key ? `/${store.code}/${r.url_key}.html` : `/${store.code}/`,
      product_image: r.image ?? { url: productImagePath(r.sku), alt: r.name, width: 800, height: 800 },
      qty: r.qty,
      product_price: priceMarkup(r.price ?? 0, store),
      product_price_value: r.price ?? 0,
    })),
    data_id: Math.floor(Date.now() / 1000),
  };
}
