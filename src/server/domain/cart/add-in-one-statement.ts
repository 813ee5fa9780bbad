import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { CART_COLUMNS, noSuchCart, toCartRow, type CartRow } from './cart-access';
import { linesJson, type CartWithLinesRow } from './cart-with-lines';
import { lineOptionsOf, MAX_LINE_QTY, quantityAfterAdd, type Sellable } from './items';
import { toCartLines, type CartLine } from './lines';

type CartItemInput = components['schemas']['CartItemRequest']['cartItem'];

/** Which cart an add writes to: a guest's by its masked id, or one already found (a customer's) by its id. */
export type CartKey = { maskedId: string } | { id: number };

const ITEM_COLUMNS = 'id, cart_id, product_id, parent_product_id, qty, custom_options, gift_message';

/**
 * One statement, no transaction. It reads the cart, the line of the product and the stock, and writes only
 * when the rule of `quantityAfterAdd` accepts the add and the cart's version is still the one it read: every
 * cart write bumps the version under the cart's lock (`mutateCart`), so a write committed in between leaves the
 * version moved and this statement writes nothing. Its reads cannot see its own writes, so the lines it answers
 * are the ones it read with the raised or added line as the write returned it.
 */
const addSql = (cartWhere: string) => `
with target as (
  select ${CART_COLUMNS}, version from cart where ${cartWhere} and store_id = $2 and is_active
), facts as (
  select t.id as cart_id, t.version, l.id as line_id, coalesce(l.qty, 0) as line_qty,
         coalesce((select qty from stock_item where product_id = $3::int), 0) as stock,
         coalesce((select sum(qty) from cart_item where cart_id = t.id and product_id = $3::int), 0)::int as claimed
    from target t
    left join cart_item l on l.cart_id = t.id and l.product_id = $3::int and l.custom_options = $5::jsonb
), accepted as (
  select * from facts where line_qty + $6::int <= $7::int and claimed + $6::int <= stock
), bumped as (
  update cart c set version = c.version + 1, updated_at = now()
    from accepted a where c.id = a.cart_id and c.version = a.version and c.is_active
  returning c.id
), raised as (
  update cart_item i set qty = a.line_qty + $6::int from accepted a, bumped b where i.id = a.line_id
  returning ${ITEM_COLUMNS.replace(/(\w+)/g, 'i.$1')}
), added as (
  insert into cart_item (cart_id, product_id, parent_product_id, qty, custom_options)
  select a.cart_id, $3::int, $4::int, $6::int, $5::jsonb from accepted a, bumped b where a.line_id is null
  returning ${ITEM_COLUMNS}
), items as (
  select ${ITEM_COLUMNS} from cart_item
   where cart_id = (select cart_id from facts) and id not in (select id from raised)
  union all select * from raised
  union all select * from added
)
select t.*, f.line_qty, f.stock, f.claimed, exists (select 1 from bumped) as written,
       ${linesJson('items', 't.currency_code')} as lines
  from target t, facts f`;

const ADD_TO_GUEST_CART = addSql('masked_id = $1 and customer_id is null');
const ADD_TO_CART_BY_ID = addSql('id = $1::int');

type AddRow = CartWithLinesRow & { line_qty: number; stock: number; claimed: number; written: boolean };

/**
 * The common add in one round trip: answers the cart and its lines as the add left them, throws what
 * `quantityAfterAdd` refuses (or NotFound for no such live cart), and answers null when another write to the cart
 * got in between, for the caller to add under the cart's lock instead (`mutateCart` with `addItem`).
 */
export async function addInOneStatement(
  q: Queryable,
  store: StoreView,
  key: CartKey,
  input: CartItemInput,
  sellable: Sellable,
): Promise<{ cart: CartRow; lines: CartLine[] } | null> {
  const options = lineOptionsOf(input, sellable);
  const { product } = sellable;
  const { rows } = await q.query<AddRow>('maskedId' in key ? ADD_TO_GUEST_CART : ADD_TO_CART_BY_ID, [
    'maskedId' in key ? key.maskedId : key.id,
    store.id,
    product.productId,
    product.parentProductId,
    options,
    input.qty,
    MAX_LINE_QTY,
  ]);
  const row = rows[0];
  if (!row) throw noSuchCart();
  if (!row.written) {
    // Refused by the rule: its error. Accepted but not written: another write moved the version.
    quantityAfterAdd({ lineQty: row.line_qty, stock: row.stock, claimed: row.claimed }, input.qty);
    return null;
  }
  return { cart: toCartRow(row), lines: await toCartLines(q, row.lines, store) };
}
