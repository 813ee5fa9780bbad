import type { Queryable } from '../../db/types';
import type { StoredAddress } from '../account/stored-address';

/** An order as the return label needs it: who, where to, and each line with what was already returned. */
export interface ReturnOrder {
  id: number;
  incrementId: string;
  storeId: number;
  createdAt: string;
  email: string;
  billing: StoredAddress;
  shipping: StoredAddress;
  lines: ReturnOrderLine[];
}

export interface ReturnOrderLine {
  itemId: number;
  sku: string;
  name: string;
  qtyOrdered: number;
  qtyReturned: number;
  isGift: boolean;
  hasEngraving: boolean;
}

interface OrderRow {
  id: number;
  increment_id: string;
  store_id: number;
  created_at: Date | string;
  email: string;
  billing_address: StoredAddress;
  shipping_address: StoredAddress;
  lines: {
    item_id: number;
    sku: string;
    name: string;
    qty: number;
    returned: number;
    is_gift: boolean;
    has_engraving: boolean;
  }[];
}

// A line is a gift when it carries a gift message; it is engraved when its custom options hold a non-empty
// `engraving` (the caseback engraving of the product page). The gift box is no line a customer sends back.
const ORDER_SQL = `
select o.id, o.increment_id, o.store_id, o.created_at, o.email, o.billing_address, o.shipping_address,
       coalesce((select json_agg(json_build_object(
                  'item_id', i.id, 'sku', i.sku, 'name', i.name, 'qty', i.qty,
                  'returned', coalesce((select sum(r.qty) from return_label_item r where r.order_item_id = i.id), 0),
                  'is_gift', i.gift_message is not null,
                  'has_engraving', exists (select 1 from jsonb_array_elements(i.custom_options) c
                                            where c->>'option_id' = 'engraving' and coalesce(c->>'option_value', '') <> '')
                ) order by i.id)
                   from sales_order_item i where i.order_id = o.id and i.product_id is not null), '[]') as lines
  from sales_order o`;

function toOrder(r: OrderRow): ReturnOrder {
  return {
    id: r.id,
    incrementId: r.increment_id,
    storeId: r.store_id,
    createdAt: new Date(r.created_at).toISOString(),
    email: r.email,
    billing: r.billing_address,
    shipping: r.shipping_address,
    lines: r.lines.map((l) => ({
      itemId: l.item_id,
      sku: l.sku,
      name: l.name,
      qtyOrdered: l.qty,
      qtyReturned: Number(l.returned),
      isGift: l.is_gift,
      hasEngraving: l.has_engraving,
    })),
  };
}

export async function orderByIncrementId(q: Queryable, incrementId: string): Promise<ReturnOrder | null> {
  const { rows } = await q.query<OrderRow>(`${ORDER_SQL} where o.increment_id = $1`, [incrementId]);
  return rows[0] ? toOrder(rows[0]) : null;
}

/**
 * By id, with the order row locked until the transaction ends: two creates for the same order wait for each
 * other, so the second sees what the first returned and cannot return the same pieces again.
 */
export async function lockOrderForReturn(q: Queryable, orderId: number): Promise<ReturnOrder | null> {
  await q.query('select id from sales_order where id = $1 for update', [orderId]);
  const { rows } = await q.query<OrderRow>(`${ORDER_SQL} where o.id = $1`, [orderId]);
  return rows[0] ? toOrder(rows[0]) : null;
}
