import { GIFT_BOX } from '../../../../config/checkout';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { Conflict, InvalidInput, NotFound } from '../errors';
import { type ProductDetail, type EnumOf } from '../../../common/contract/facts.gen';
import { apiMessage } from '../i18n/api-message';
import { CART_TEXTS } from './cart-texts';

type OptionValue = components['schemas']['CartItemOptionValue'];

/** The simple product a cart line holds: a watch variation (with its parent) or a strap. */
export interface SellableProduct {
  productId: number;
  parentProductId: number | null;
}

interface ProductHead {
  id: number;
  type: EnumOf<typeof ProductDetail.type>;
  parent_id: number | null;
  has_price: boolean;
}

const OPTIONS_FIELD = 'body.cartItem.product_option';
const noMatch = () => new InvalidInput(CART_TEXTS.noVariation, OPTIONS_FIELD);

/**
 * Finds what a shopper adds: a simple SKU as is, or a configurable watch's variation by its dial colour and
 * case size. The gift box is not an item (its toggle adds it), and a product without a price in the cart's
 * currency cannot be sold there.
 */
export async function resolveProduct(
  q: Queryable,
  sku: string,
  options: readonly OptionValue[] | undefined,
  currency: string,
): Promise<SellableProduct> {
  if (sku === GIFT_BOX.sku) {
    throw new InvalidInput(CART_TEXTS.giftBoxSku, 'body.cartItem.sku');
  }
  const { rows } = await q.query<ProductHead>(
    `select p.id, p.type, p.parent_id,
            exists (select 1 from product_price pr where pr.product_id = p.id and pr.currency_code = $2) as has_price
       from product p where p.sku = $1`,
    [sku, currency],
  );
  const head = rows[0];
  if (!head) throw new NotFound(apiMessage(CART_TEXTS.unknownSku, { sku }), 'body.cartItem.sku');
  const product =
    head.type === 'configurable' ? await findVariation(q, head.id, options ?? [], currency) : head;
  if (!product.has_price) {
    throw new Conflict(CART_TEXTS.notSoldHere);
  }
  return { productId: product.id, parentProductId: product.parent_id };
}

async function findVariation(
  q: Queryable,
  parentId: number,
  options: readonly OptionValue[],
  currency: string,
): Promise<ProductHead> {
  const chosen = new Map<OptionValue['option_id'], number>();
  for (const o of options) {
    // The same option twice with two values can match nothing.
    if (chosen.has(o.option_id) && chosen.get(o.option_id) !== o.option_value) throw noMatch();
    chosen.set(o.option_id, o.option_value);
  }
  if (!chosen.size) {
    throw new InvalidInput(CART_TEXTS.chooseOptions, OPTIONS_FIELD);
  }
  const { rows } = await q.query<ProductHead>(
    `select c.id, c.type, c.parent_id,
            exists (select 1 from product_price pr where pr.product_id = c.id and pr.currency_code = $4) as has_price
       from product c
      where c.parent_id = $1
        and ($2::int is null or c.colour_option_id = $2)
        and ($3::int is null or c.case_size_option_id = $3)
      limit 2`,
    [parentId, chosen.get('colour') ?? null, chosen.get('case_size') ?? null, currency],
  );
  // Options that leave two variations open do not say which watch to send.
  if (rows.length !== 1) throw noMatch();
  return rows[0]!;
}
