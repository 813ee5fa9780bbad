import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { DEFAULT_TEXTS, type StoreTexts } from '../catalog/store-text';
import { loadStoreTexts } from '../catalog/store-texts';
import { productImagePath } from '../catalog/urls';
import { loadCustomOptionsOf } from '../product-options/custom-options.sql';
import type { StoreView } from '../store/store-registry';
import type { CartRow, GiftMessage } from './cart-access';
import { customOptionLabels, type CustomOption } from './custom-options';
import { storeIntl } from '../i18n/store-intl';
import { variationLabels } from './line-option-labels';
import { storePaths } from '../../../common/store-paths';

type Image = components['schemas']['Image'];

/** One cart line, priced by the server in the cart's currency. */
export interface CartLine {
  itemId: number;
  productId: number;
  parentProductId: number | null;
  sku: string;
  parentSku: string | null;
  name: string;
  qty: number;
  /** Unit price in minor units; 0 when the product has no price in this currency (then not saleable). */
  price: number;
  rowTotal: number;
  url: string;
  image: Image;
  /** What the shopper chose: dial colour and case size of a variation, then the custom options. */
  options: { label: string; value: string }[];
  customOptions: CustomOption[];
  categoryType: number;
  stockQty: number;
  isSaleable: boolean;
  giftMessage: GiftMessage | null;
}

/** A line as the lines query reads it (`LINE_COLUMNS`). */
export interface LineRow {
  item_id: number;
  product_id: number;
  parent_product_id: number | null;
  sku: string;
  parent_sku: string | null;
  name: string;
  url_key: string | null;
  qty: number;
  price: number | null;
  category_type: number;
  stock_qty: number;
  colour_id: number | null;
  colour_label: string | null;
  case_size_label: string | null;
  custom_options: CustomOption[];
  gift_message: GiftMessage | null;
  image: Image | null;
}

/** What a line shows, read from the line (`ci`) and the catalogue rows `lineJoins` brings. */
export const LINE_COLUMNS = `ci.id as item_id, ci.product_id, ci.parent_product_id, p.sku, parent.sku as parent_sku,
       p.name, coalesce(parent.url_key, p.url_key) as url_key, ci.qty, pr.amount as price, p.category_type,
       coalesce(s.qty, 0) as stock_qty, co.id as colour_id, co.label as colour_label, cs.label as case_size_label,
       ci.custom_options, ci.gift_message,
       (select json_build_object('url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
          from product_media m where m.product_id = p.id and m.media_type = 'image'
         order by m.position, m.id limit 1) as image`;

/** The catalogue rows of a line `ci`, priced in `currency` (an SQL expression: a parameter or a column). */
export const lineJoins = (currency: string) => `
  join product p on p.id = ci.product_id
  left join product parent on parent.id = ci.parent_product_id
  left join product_price pr on pr.product_id = p.id and pr.currency_code = ${currency}
  left join stock_item s on s.product_id = p.id
  left join attribute_option co on co.id = p.colour_option_id
  left join attribute_option cs on cs.id = p.case_size_option_id`;

const LINES_SQL = `select ${LINE_COLUMNS} from cart_item ci ${lineJoins('$2')} where ci.cart_id = $1 order by ci.id`;

/**
 * The cart's lines in the order they were added, each priced from product_price in the cart's currency.
 * `storeTexts`: the store view's catalogue text when the caller has it (read through the catalogue cache before
 * a transaction, whose own reads bypass the cache).
 */
export async function loadCartLines(
  q: Queryable,
  cart: CartRow,
  store: StoreView,
  storeTexts?: StoreTexts,
): Promise<CartLine[]> {
  const { rows } = await q.query<LineRow>(LINES_SQL, [cart.id, cart.currencyCode]);
  return toCartLines(q, rows, store, storeTexts);
}

/** Lines as the lines query read them (`LINE_COLUMNS`, in the order added), in the store view's words. */
export async function toCartLines(
  q: Queryable,
  rows: LineRow[],
  store: StoreView,
  storeTexts?: StoreTexts,
): Promise<CartLine[]> {
  const optionsOwner = (r: LineRow) => r.parent_product_id ?? r.product_id;
  // Colours, option and choice titles as the store view names them; an order keeps these words (order-record).
  const texts = rows.length > 0 ? (storeTexts ?? (await loadStoreTexts(q, store.id))) : DEFAULT_TEXTS;
  const specs = await loadCustomOptionsOf(
    q,
    rows.filter((r) => r.custom_options.length > 0).map(optionsOwner),
    texts,
  );
  for (const r of rows) {
    // A strap's name is the store view's (028); a variation's is its watch's, a proper name kept as it is.
    r.name = texts.text('product', r.parent_product_id ?? r.product_id, 'name', r.name);
    if (r.colour_id !== null && r.colour_label) {
      r.colour_label = texts.text('attribute_option', r.colour_id, 'label', r.colour_label);
    }
  }
  const labels = variationLabels(storeIntl(store));
  return rows.map((r) => {
    const price = r.price ?? 0;
    const variation = r.parent_product_id !== null;
    return {
      itemId: r.item_id,
      productId: r.product_id,
      parentProductId: r.parent_product_id,
      sku: r.sku,
      parentSku: r.parent_sku,
      name: r.name,
      qty: r.qty,
      price,
      rowTotal: price * r.qty,
      url: r.url_key ? storePaths.product(store.code, r.url_key) : storePaths.home(store.code),
      image: r.image ?? { url: productImagePath(r.sku), alt: r.name, width: 800, height: 800 },
      options: [
        ...(variation && r.colour_label ? [{ label: labels.dialColour, value: r.colour_label }] : []),
        ...(variation && r.case_size_label ? [{ label: labels.caseSize, value: r.case_size_label }] : []),
        ...customOptionLabels(r.custom_options, specs.get(optionsOwner(r))),
      ],
      customOptions: r.custom_options,
      categoryType: r.category_type,
      stockQty: r.stock_qty,
      isSaleable: r.price !== null && r.stock_qty > 0,
      giftMessage: r.gift_message,
    };
  });
}
