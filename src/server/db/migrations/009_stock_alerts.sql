-- Back-in-stock alerts: who asked to be told when a sold-out product comes back, in which store (the mail's
-- links and language follow the store), and when the mail was queued. Notified rows stay as the record.
create table stock_alert (
  id serial primary key,
  product_id int not null references product(id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  store_id int not null references store(id),
  customer_id int references customer(id) on delete set null,
  newsletter boolean not null default false,
  created_at timestamptz not null default now(),
  notified_at timestamptz
);

-- One pending alert per product, address and store: asking twice is the same request (and is answered ok).
-- Led by product_id, it is also how a restock finds the pending alerts of the products it changed.
create unique index stock_alert_pending_uq on stock_alert(product_id, lower(email), store_id)
  where notified_at is null;
