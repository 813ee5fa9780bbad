import type { Queryable } from '../types';

/** Issue 10's seed step: Anna Keller keeps one watch in her wishlist, so the demo shows a filled grid. */
export const WISHLIST_STEP = '020_wishlist';

const DEMO_WISHLISTS: readonly { email: string; skus: readonly string[] }[] = [
  { email: 'anna.keller@example.com', skus: ['MA-NAV-DIV-01'] },
];

/**
 * Insert-only: a customer who already has a wishlist (made by the shop since) keeps it untouched, and a shop
 * without the demo customers (or products) gets nothing. Answers whether anything was inserted.
 */
export async function insertDemoWishlists(q: Queryable): Promise<boolean> {
  let inserted = false;
  for (const demo of DEMO_WISHLISTS) {
    const { rows } = await q.query<{ id: number }>(
      `insert into wishlist (customer_id) select id from customer where email = $1
       on conflict (customer_id) do nothing returning id`,
      [demo.email],
    );
    const wishlistId = rows[0]?.id;
    if (wishlistId === undefined) continue;
    await q.query(
      `insert into wishlist_item (wishlist_id, product_id)
       select $1, id from product where sku = any($2::text[]) and parent_id is null`,
      [wishlistId, demo.skus],
    );
    inserted = true;
  }
  return inserted;
}
