import type { IntlShape } from '@formatjs/intl';
import { EXTRA_FEE, GIFT_BOX } from '../../../../config/checkout';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { ENGLISH_INTL } from '../i18n/api-message';
import { storeIntl } from '../i18n/store-intl';
import type { StoreView } from '../store/store-registry';
import type { CartRow } from './cart-access';
import { amountIn } from './configured-amount';
import { loadCartLines, type CartLine } from './lines';
import { segmentTitle } from './segment-titles';

type Totals = components['schemas']['Totals'];
type TotalSegment = components['schemas']['TotalSegment'];

/**
 * Totals from the server's own prices and configuration, never from anything the client sent. Segments in
 * the order the cart and checkout show them, titled in the store's language; the grand total is their sum.
 */
export function totalsOf(cart: CartRow, lines: readonly CartLine[], intl: IntlShape = ENGLISH_INTL): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.rowTotal, 0);
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: segmentTitle(intl, 'subtotal'), value: subtotal },
  ];
  if (cart.hasGiftBox) {
    segments.push({
      code: 'caseback_giftbox',
      title: segmentTitle(intl, 'caseback_giftbox'),
      value: amountIn(GIFT_BOX.price, cart.currencyCode),
    });
  }
  // The fee insures the delivery of what is in the cart: an empty cart has nothing to insure.
  if (lines.length > 0) {
    segments.push({
      code: EXTRA_FEE.code,
      title: segmentTitle(intl, 'caseback_extrafee'),
      value: amountIn(EXTRA_FEE.amount, cart.currencyCode),
    });
  }
  segments.push({ code: 'shipping', title: segmentTitle(intl, 'shipping'), value: cart.shippingAmount });
  const grandTotal = segments.reduce((sum, s) => sum + s.value, 0);
  segments.push({ code: 'grand_total', title: segmentTitle(intl, 'grand_total'), value: grandTotal });
  return {
    subtotal,
    shipping_amount: cart.shippingAmount,
    grand_total: grandTotal,
    quote_currency_code: cart.currencyCode,
    items_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    total_segments: segments,
  };
}

export async function computeTotals(q: Queryable, cart: CartRow, store: StoreView): Promise<Totals> {
  return totalsOf(cart, await loadCartLines(q, cart, store), storeIntl(store));
}

export { loadCartLines, type CartLine };
