import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { CART_COLUMNS, noSuchCart, toCartRow, type CartDbRow, type CartRow } from './cart-access';
import { LINE_COLUMNS, lineJoins, toCartLines, type CartLine, type LineRow } from './lines';

/**
 * The lines of `items` (a table or a CTE with cart_item's columns, one cart's) as one JSON array in the order
 * they were added, priced in `currency` (an SQL expression): a cart and its lines come back in one row, so a
 * read or a write answers them in one round trip.
 */
export const linesJson = (items: string, currency: string) =>
  `coalesce((select json_agg(l order by l.item_id)
               from (select ${LINE_COLUMNS} from ${items} ci ${lineJoins(currency)}) l), '[]')`;

/** A cart row (CART_COLUMNS) with its lines (`linesJson`) as the `lines` column. */
export type CartWithLinesRow = CartDbRow & { lines: LineRow[] };

const GUEST_CART_WITH_LINES = `
select ${CART_COLUMNS},
       ${linesJson('(select * from cart_item where cart_id = cart.id)', 'cart.currency_code')} as lines
  from cart where masked_id = $1 and store_id = $2 and is_active and customer_id is null`;

/** A live guest cart of this store by its masked id and its lines, read in one statement. */
export async function findGuestCartWithLines(
  q: Queryable,
  store: StoreView,
  maskedId: string,
): Promise<{ cart: CartRow; lines: CartLine[] }> {
  const { rows } = await q.query<CartWithLinesRow>(GUEST_CART_WITH_LINES, [maskedId, store.id]);
  const row = rows[0];
  if (!row) throw noSuchCart();
  return { cart: toCartRow(row), lines: await toCartLines(q, row.lines, store) };
}
