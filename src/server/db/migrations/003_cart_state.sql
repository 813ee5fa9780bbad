-- What a cart carries between the cart page and the placed order: gift options, the checkout's address and
-- shipping choice, the newsletter agreement, and a version that every write bumps.
alter table cart
  add column email text,
  add column has_gift_box boolean not null default false,
  add column gift_message jsonb,
  add column shipping_address jsonb,
  add column billing_address jsonb,
  add column shipping_carrier_code text,
  add column shipping_method_code text,
  add column shipping_amount bigint not null default 0 check (shipping_amount >= 0),
  add column pickup_date text,
  add column pickup_time text,
  add column newsletter_subscribe boolean not null default false,
  add column version int not null default 0;

alter table cart_item
  add column custom_options jsonb not null default '[]',
  add column gift_message jsonb;

-- A customer has at most one active cart per store: concurrent "create my cart" calls cannot make two.
create unique index cart_customer_store_active_uq on cart(customer_id, store_id)
  where is_active and customer_id is not null;

-- The cart section finds a guest's cart by its session, newest first.
create index cart_session_store_idx on cart(session_hash, store_id, id desc)
  where is_active and customer_id is null;

-- One line per product and custom options (adding the same again raises the quantity); hashed because the
-- options may be longer than a btree entry allows.
create unique index cart_item_line_uq on cart_item(cart_id, product_id, md5(custom_options::text));
