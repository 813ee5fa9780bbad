-- The product comparison list: a guest's belongs to the session (and goes with it when the session expires),
-- a signed-in customer's to the account. Exactly one owner per row; the session's rows join the customer's
-- at sign-in. Products only: prices and attributes are read from the catalogue when the list is shown.
create table compare_item (
  id serial primary key,
  session_hash text references session(id_hash) on delete cascade,
  customer_id int references customer(id) on delete cascade,
  product_id int not null references product(id) on delete cascade,
  added_at timestamptz not null default now(),
  check ((session_hash is null) <> (customer_id is null))
);

-- Adding a product twice is a no-op (insert ... on conflict do nothing), per owner.
create unique index compare_item_session_uq on compare_item(session_hash, product_id)
  where session_hash is not null;
create unique index compare_item_customer_uq on compare_item(customer_id, product_id)
  where customer_id is not null;
