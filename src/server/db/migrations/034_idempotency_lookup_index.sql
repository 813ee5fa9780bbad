-- Issue 18, place order under load: the order placed with an Idempotency-Key is looked up by that key at every
-- order (`findPlacedOrder`), which the unique index on the key answers in one probe. The partial index of
-- migration 014 (orders with a key, by age) also matches `idempotency_key = $1`, and while the table's statistics
-- are older than its rows (a new shop, or the cart benchmark: thousands of orders within the minute before
-- autovacuum analyzes), the planner took it as the smaller one and read every keyed order, testing each key:
-- 3.3 ms at 3,749 orders against 0.02 ms by the unique index (EXPLAIN ANALYZE, PostgreSQL 15, generic plan). The
-- expiry schedule's purge (`purgeExpiredIdempotencyKeys`: keys older than 24 hours) reads the unique index
-- instead, whose non-null entries are about a day of orders, as the partial index's were.
drop index if exists sales_order_idempotency_age_idx;
