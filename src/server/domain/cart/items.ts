import type { components } from '../../../common/contract/schema.gen';
import {
  checkCustomOptions,
  type ChosenCustomOption,
  type CustomOptionRules,
} from '../../../common/product-options/custom-option-rules';
import type { Queryable } from '../../db/types';
import { InvalidInput, NotFound, OutOfStock } from '../errors';
import { loadCustomOptions } from '../product-options/custom-options.sql';
import type { StoreTexts } from '../catalog/store-text';
import { catalogCacheFor } from '../catalog/catalog-cache';
import type { StoreView } from '../store/store-registry';
import type { CartRow } from './cart-access';
import { normalizeCustomOptions } from './custom-options';
import { resolveProduct, type SellableProduct } from './resolve-product';
import { CartItemRequest } from '../../../common/contract/facts.gen';
import { apiMessage } from '../i18n/api-message';
import { CART_TEXTS } from './cart-texts';

type CartItemInput = components['schemas']['CartItemRequest']['cartItem'];

/** The contract's bound on one line's quantity. */
export const MAX_LINE_QTY = CartItemRequest.cartItem.qty.maximum;

export const insufficientStock = () => new OutOfStock(CART_TEXTS.insufficientStock);
export const noSuchItem = () => new NotFound(CART_TEXTS.noSuchItem, 'path.itemId');

const CUSTOM_OPTIONS_FIELD = 'body.cartItem.product_option.extension_attributes.custom_options';

/** The custom options a line keeps, in canonical order; the first broken rule refuses the request. */
function acceptedCustomOptions(specs: readonly CustomOptionRules[], given: readonly ChosenCustomOption[]) {
  const checked = checkCustomOptions(specs, given);
  if (!checked.ok) {
    throw new InvalidInput(checked.errors[0]!.message, CUSTOM_OPTIONS_FIELD);
  }
  return normalizeCustomOptions(checked.options);
}

/** The custom options of a new line as stored (canonical JSON); the first broken rule refuses the request. */
export function lineOptionsOf(input: CartItemInput, sellable: Sellable): string {
  const given = input.product_option?.extension_attributes?.custom_options ?? [];
  return JSON.stringify(acceptedCustomOptions(sellable.specs, given));
}

/** What an add reads before it writes: the line it raises (0 when new), the stock and the cart's claim on it. */
export interface AddFacts {
  lineQty: number;
  stock: number;
  /** Units of the product in the whole cart (this line's included). */
  claimed: number;
}

/**
 * The line's quantity after adding `qty`, or the error that refuses it. The one-statement add
 * (`add-in-one-statement.ts`) applies the same rule in its SQL and calls this for the refusal's error.
 */
export function quantityAfterAdd({ lineQty, stock, claimed }: AddFacts, qty: number): number {
  const after = lineQty + qty;
  if (after > MAX_LINE_QTY) {
    throw new InvalidInput(apiMessage(CART_TEXTS.maxQty, { max: MAX_LINE_QTY }), 'body.cartItem.qty');
  }
  // The cart's other lines of the product claim their units too (claimed counts this line's as well).
  if (claimed - lineQty + after > stock) throw insufficientStock();
  return after;
}

/**
 * Adds a product; the same product with the same custom options raises that line's quantity. Run inside the
 * cart's lock (mutateCart), so the read-then-write cannot interleave with another add. `texts` are the request
 * store view's (loaded outside the transaction, from the catalogue cache): a refused option is named in them.
 * What is sold and its options' rules are catalogue facts, read through the catalogue cache (`sellable`,
 * outside the transaction); in it, one statement reads the line and the stock, one writes.
 */
export async function addItem(
  q: Queryable,
  cart: CartRow,
  input: CartItemInput,
  sellable: Sellable,
): Promise<number> {
  const { product } = sellable;
  const customOptions = lineOptionsOf(input, sellable);
  const { rows } = await q.query<{
    line_id: number | null;
    line_qty: number;
    stock: number;
    claimed: number;
  }>(
    `select l.id as line_id, coalesce(l.qty, 0) as line_qty,
            coalesce((select qty from stock_item where product_id = $2), 0) as stock,
            coalesce((select sum(qty) from cart_item where cart_id = $1 and product_id = $2), 0)::int as claimed
       from (select 1) one
       left join cart_item l on l.cart_id = $1 and l.product_id = $2 and l.custom_options = $3::jsonb`,
    [cart.id, product.productId, customOptions],
  );
  const { line_id: lineId, line_qty: lineQty, stock, claimed } = rows[0]!;
  const qty = quantityAfterAdd({ lineQty, stock, claimed }, input.qty);
  if (lineId !== null) {
    await q.query('update cart_item set qty = $2 where id = $1', [lineId, qty]);
    return lineId;
  }
  const inserted = await q.query<{ id: number }>(
    `insert into cart_item (cart_id, product_id, parent_product_id, qty, custom_options)
     values ($1, $2, $3, $4, $5::jsonb) returning id`,
    [cart.id, product.productId, product.parentProductId, qty, customOptions],
  );
  return inserted.rows[0]!.id;
}

/**
 * What an add sells (the variation its options choose, or the simple product) and the custom option rules of
 * it (a variation takes its configurable parent's), in the store view's words. Catalogue facts: through the
 * catalogue cache when `db` is the database, so a common add reads nothing here.
 */
export function sellableFor(
  db: Queryable,
  store: StoreView,
  input: Pick<CartItemInput, 'sku' | 'product_option'>,
  texts: StoreTexts,
): Promise<Sellable> {
  const options = input.product_option?.extension_attributes?.configurable_item_options;
  const load = async (): Promise<Sellable> => {
    const product = await resolveProduct(db, input.sku, options, store.currencyCode);
    const specs = await loadCustomOptions(db, product.parentProductId ?? product.productId, texts);
    return { product, specs };
  };
  const cache = catalogCacheFor(db);
  if (!cache) return load();
  const chosen = (options ?? []).map((o) => `${o.option_id}=${o.option_value}`).join('&');
  const key = [store.id, store.currencyCode, input.sku, chosen].join(' ');
  return cache.memo(cache.sellables, cache.generation, key, load) as Promise<Sellable>;
}

export interface Sellable {
  product: SellableProduct;
  specs: readonly CustomOptionRules[];
}

/** Sets a line's quantity: one statement reads the line with the stock the cart's other lines leave, one writes. */
export async function updateItemQty(q: Queryable, cart: CartRow, itemId: number, qty: number): Promise<void> {
  const { rows } = await q.query<{ stock: number; claimed: number }>(
    `select coalesce((select qty from stock_item where product_id = l.product_id), 0) as stock,
            coalesce((select sum(qty) from cart_item o
                       where o.cart_id = l.cart_id and o.product_id = l.product_id and o.id <> l.id), 0)::int
              as claimed
       from cart_item l where l.id = $1 and l.cart_id = $2`,
    [itemId, cart.id],
  );
  const line = rows[0];
  if (!line) throw noSuchItem();
  if (line.claimed + qty > line.stock) throw insufficientStock();
  await q.query('update cart_item set qty = $2 where id = $1', [itemId, qty]);
}

/** Removes a line; the gift box goes with the last one, since a box needs a watch to hold. */
export async function removeItem(q: Queryable, cart: CartRow, itemId: number): Promise<void> {
  const removed = await q.query('delete from cart_item where id = $1 and cart_id = $2 returning id', [
    itemId,
    cart.id,
  ]);
  if (removed.rows.length === 0) throw noSuchItem();
  await q.query(
    `update cart set has_gift_box = false
      where id = $1 and has_gift_box and not exists (select 1 from cart_item where cart_id = $1)`,
    [cart.id],
  );
}

export async function countItems(q: Queryable, cartId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from cart_item where cart_id = $1',
    [cartId],
  );
  return rows[0]?.n ?? 0;
}
