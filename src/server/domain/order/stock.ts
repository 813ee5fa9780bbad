import type { Queryable } from '../../db/types';
import { OutOfStock } from '../errors';
import { apiMessage } from '../i18n/api-message';
import { ORDER_TEXTS } from './order-texts';

export interface StockDemand {
  productId: number;
  name: string;
  qty: number;
}

/**
 * Takes the units of an order off the shelf, inside the order's transaction. Each update is conditional
 * (`qty >= wanted`), so under any concurrency the row lock makes the second buyer of the last unit see the
 * first one's decrement and match no row: stock can never go below zero and nothing is oversold. Products
 * are taken in id order so two orders over the same products cannot deadlock. Throws OutOfStock (and the
 * caller's transaction rolls back every earlier decrement) when a product is short.
 */
export async function takeStock(q: Queryable, demands: StockDemand[]): Promise<void> {
  for (const d of byProduct(demands)) {
    const { rowCount } = await q.query(
      'update stock_item set qty = qty - $2 where product_id = $1 and qty >= $2',
      [d.productId, d.qty],
    );
    if (rowCount === 0) throw notInStock(d);
  }
}

/**
 * Refuses an order for more units than the shelf held when its lines were read (`stockQty`, read without a
 * lock), before anything is written: a sold-out watch is answered without waiting for its row lock or using up
 * an order number. Only a guess: `takeStock` decides, under the row lock.
 */
export function checkStockAsRead(lines: (StockDemand & { stockQty: number })[]): void {
  const shelf = new Map(lines.map((l) => [l.productId, l.stockQty]));
  const short = byProduct(lines).find((d) => d.qty > (shelf.get(d.productId) ?? 0));
  if (short) throw notInStock(short);
}

const notInStock = (d: StockDemand) => new OutOfStock(apiMessage(ORDER_TEXTS.notInStock, { name: d.name }));

/** One demand per product (lines of one product added up), in product id order. */
function byProduct(demands: StockDemand[]): StockDemand[] {
  const merged = new Map<number, StockDemand>();
  for (const d of demands) {
    const seen = merged.get(d.productId);
    merged.set(d.productId, { productId: d.productId, name: d.name, qty: (seen?.qty ?? 0) + d.qty });
  }
  return [...merged.values()].sort((a, b) => a.productId - b.productId);
}

/** Puts a canceled order's units back (payment declined, canceled or abandoned). */
export async function releaseStock(q: Queryable, orderId: number): Promise<void> {
  await q.query(
    `update stock_item s set qty = s.qty + i.qty
       from (select product_id, sum(qty)::int as qty from sales_order_item
              where order_id = $1 and product_id is not null group by product_id) i
      where s.product_id = i.product_id`,
    [orderId],
  );
}
