-- Issue 17, per-client limits on unpaid orders: the client address an order was placed from, kept only while
-- the order is unpaid and holds its stock. Placing an order counts this address's unpaid orders and the pieces
-- they hold from the orders themselves, so a paid (or released) order never counts.
--
-- Kept in clear rather than as a keyed hash: the address is needed for at most the 30-minute payment window
-- and is erased (set to null) as soon as the order is paid, declined, cancelled or released by the sweeper, so
-- no order keeps it beyond its hold, and no key has to be managed and rotated (a hash of an IPv4 address is
-- reversible by enumeration anyway to whoever holds the key). Orders placed before this migration have none.
alter table sales_order add column client_address text;
create index sales_order_unpaid_client_idx on sales_order(client_address, created_at)
  where status = 'pending_payment' and client_address is not null;
