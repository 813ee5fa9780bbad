import { GIFT_BOX } from '../../../../config/checkout';
import type { IntlShape } from '@formatjs/intl';
import type { Queryable } from '../../db/types';
import { giftBoxName } from '../cart/gift-box-texts';
import { amountIn } from '../cart/configured-amount';
import type { OrderLine } from './order-record';

/**
 * The cart's gift box becomes a line of the order (the box is a product of its own, stocked in bulk), at
 * the configured price the totals' gift box segment charged — so the order's lines say what is shipped, named
 * in the language of the store it is ordered in.
 */
export async function giftBoxLine(q: Queryable, currency: string, intl: IntlShape): Promise<OrderLine> {
  const { rows } = await q.query<{ id: number }>('select id from product where sku = $1', [GIFT_BOX.sku]);
  if (!rows[0]) throw new Error(`The gift box product ${GIFT_BOX.sku} is not in the catalogue`);
  const price = amountIn(GIFT_BOX.price, currency);
  return {
    productId: rows[0].id,
    sku: GIFT_BOX.sku,
    parentSku: null,
    name: giftBoxName(intl),
    qty: 1,
    price,
    rowTotal: price,
    options: [],
    customOptions: [],
    giftMessage: null,
  };
}
