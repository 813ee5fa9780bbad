import type { Database, Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import { ensureCustomerCart, type GiftMessage } from './cart-access';
import { lockCart } from './cart-lock';
import type { CustomOption } from './custom-options';
import { MAX_LINE_QTY } from './items';

interface GuestCart {
  id: number;
  has_gift_box: boolean;
  gift_message: GiftMessage | null;
  newsletter_subscribe: boolean;
}

interface GuestLine {
  product_id: number;
  parent_product_id: number | null;
  qty: number;
  custom_options: CustomOption[];
  gift_message: GiftMessage | null;
}

/**
 * At sign-in the session's guest cart in this store joins the customer's cart, in one transaction:
 * quantities are summed but never above stock or the line limit; the gift box and gift messages come along
 * where the customer's cart has none. Every guest cart of the session in this store is then closed, as the
 * customer's cart takes over. Answers whether anything was merged.
 */
export async function mergeGuestCartAtSignIn(
  db: Database,
  store: StoreView,
  sessionHash: string,
  customerId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows: guests } = await tx.query<GuestCart>(
      `select id, has_gift_box, gift_message, newsletter_subscribe from cart
        where session_hash = $1 and store_id = $2 and is_active and customer_id is null
        order by id desc for update`,
      [sessionHash, store.id],
    );
    const guest = guests[0];
    if (!guest) return false;
    const target = await lockCart(tx, (await ensureCustomerCart(tx, store, customerId)).id);
    const { rows: lines } = await tx.query<GuestLine>(
      `select product_id, parent_product_id, qty, custom_options, gift_message
         from cart_item where cart_id = $1 order by id`,
      [guest.id],
    );
    for (const line of lines) await mergeLine(tx, target.id, line);
    await tx.query(
      `update cart set
         has_gift_box = (has_gift_box or $2) and exists (select 1 from cart_item where cart_id = $1),
         gift_message = coalesce(gift_message, $3::jsonb),
         newsletter_subscribe = newsletter_subscribe or $4,
         version = version + 1, updated_at = now()
       where id = $1`,
      [
        target.id,
        guest.has_gift_box,
        guest.gift_message && JSON.stringify(guest.gift_message),
        guest.newsletter_subscribe,
      ],
    );
    await tx.query('update cart set is_active = false, updated_at = now() where id = any($1::int[])', [
      guests.map((g) => g.id),
    ]);
    return true;
  });
}

async function mergeLine(q: Queryable, cartId: number, line: GuestLine): Promise<void> {
  const options = JSON.stringify(line.custom_options);
  const { rows } = await q.query<{ id: number | null; qty: number | null; stock: number; others: number }>(
    `select ci.id, ci.qty,
            coalesce((select qty from stock_item where product_id = $2), 0) as stock,
            coalesce((select sum(o.qty) from cart_item o where o.cart_id = $1 and o.product_id = $2
                       and o.custom_options <> $3::jsonb), 0)::int as others
       from (select 1) one
       left join cart_item ci on ci.cart_id = $1 and ci.product_id = $2 and ci.custom_options = $3::jsonb`,
    [cartId, line.product_id, options],
  );
  const found = rows[0]!;
  const cap = Math.min(MAX_LINE_QTY, found.stock - found.others);
  if (found.id !== null && found.qty !== null) {
    // The customer's own line never shrinks, even when stock has fallen below it since.
    const qty = Math.max(found.qty, Math.min(found.qty + line.qty, cap));
    await q.query(
      'update cart_item set qty = $2, gift_message = coalesce(gift_message, $3::jsonb) where id = $1',
      [found.id, qty, line.gift_message && JSON.stringify(line.gift_message)],
    );
    return;
  }
  const qty = Math.min(line.qty, cap);
  // Sold out since the guest added it: nothing left to carry over.
  if (qty < 1) return;
  await q.query(
    `insert into cart_item (cart_id, product_id, parent_product_id, qty, custom_options, gift_message)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      cartId,
      line.product_id,
      line.parent_product_id,
      qty,
      options,
      line.gift_message && JSON.stringify(line.gift_message),
    ],
  );
}
