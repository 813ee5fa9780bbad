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
import type { CartRow } from './cart-access';
import { normalizeCustomOptions } from './custom-options';
import { resolveProduct } from './resolve-product';
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

/**
 * Stock on hand, and what the cart's other lines of the same product already claim (one product may sit on
 * several lines with different custom options).
 */
async function availability(q: Queryable, cartId: number, productId: number, exceptItemId: number | null) {
  const { rows } = await q.query<{ stock: number; claimed: number }>(
    `select coalesce((select qty from stock_item where product_id = $2), 0) as stock,
            coalesce((select sum(qty) from cart_item where cart_id = $1 and product_id = $2
                       and ($3::int is null or id <> $3)), 0)::int as claimed`,
    [cartId, productId, exceptItemId],
  );
  return rows[0]!;
}

async function assertInStock(
  q: Queryable,
  cartId: number,
  productId: number,
  itemId: number | null,
  qty: number,
) {
  const { stock, claimed } = await availability(q, cartId, productId, itemId);
  if (claimed + qty > stock) throw insufficientStock();
}

/**
 * Adds a product; the same product with the same custom options raises that line's quantity. Run inside the
 * cart's lock (mutateCart), so the read-then-write cannot interleave with another add. `texts` are the request
 * store view's (loaded outside the transaction, from the catalogue cache): a refused option is named in them.
 */
export async function addItem(
  q: Queryable,
  cart: CartRow,
  input: CartItemInput,
  texts: StoreTexts,
): Promise<number> {
  const extension = input.product_option?.extension_attributes;
  const product = await resolveProduct(q, input.sku, extension?.configurable_item_options, cart.currencyCode);
  // A variation takes the custom options of its configurable parent.
  const specs = await loadCustomOptions(q, product.parentProductId ?? product.productId, texts);
  const customOptions = JSON.stringify(acceptedCustomOptions(specs, extension?.custom_options ?? []));
  const { rows } = await q.query<{ id: number; qty: number }>(
    'select id, qty from cart_item where cart_id = $1 and product_id = $2 and custom_options = $3::jsonb',
    [cart.id, product.productId, customOptions],
  );
  const line = rows[0];
  const qty = (line?.qty ?? 0) + input.qty;
  if (qty > MAX_LINE_QTY) {
    throw new InvalidInput(apiMessage(CART_TEXTS.maxQty, { max: MAX_LINE_QTY }), 'body.cartItem.qty');
  }
  await assertInStock(q, cart.id, product.productId, line?.id ?? null, qty);
  if (line) {
    await q.query('update cart_item set qty = $2 where id = $1', [line.id, qty]);
    return line.id;
  }
  const inserted = await q.query<{ id: number }>(
    `insert into cart_item (cart_id, product_id, parent_product_id, qty, custom_options)
     values ($1, $2, $3, $4, $5::jsonb) returning id`,
    [cart.id, product.productId, product.parentProductId, qty, customOptions],
  );
  return inserted.rows[0]!.id;
}

export async function updateItemQty(q: Queryable, cart: CartRow, itemId: number, qty: number): Promise<void> {
  const { rows } = await q.query<{ product_id: number }>(
    'select product_id from cart_item where id = $1 and cart_id = $2',
    [itemId, cart.id],
  );
  const line = rows[0];
  if (!line) throw noSuchItem();
  await assertInStock(q, cart.id, line.product_id, itemId, qty);
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
