-- Issue 10, the wishlist (spec 2.13): one per customer, as Magento's `wishlist` and `wishlist_item` tables.
-- It belongs to the account only (no guest wishlists): a guest who adds is sent to sign in first, and the
-- product they asked for waits on their session (`wishlist_pending`) until that sign-in adds it.
create table wishlist (
  id serial primary key,
  customer_id int not null unique references customer(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A product once per wishlist: adding it again is a no-op (insert ... on conflict do nothing).
create table wishlist_item (
  id serial primary key,
  wishlist_id int not null references wishlist(id) on delete cascade,
  product_id int not null references product(id) on delete cascade,
  added_at timestamptz not null default now(),
  unique (wishlist_id, product_id)
);
create index wishlist_item_list_idx on wishlist_item(wishlist_id, added_at desc, id desc);

-- The last product a signed-out shopper asked to add; goes with the session when it ends or signs in.
create table wishlist_pending (
  session_hash text primary key references session(id_hash) on delete cascade,
  product_id int not null references product(id) on delete cascade,
  created_at timestamptz not null default now()
);
