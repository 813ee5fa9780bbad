-- Customers, their sessions, carts, orders and registered watches.
create table customer (
  id serial primary key,
  website_id int not null references website(id),
  email text not null,
  password_hash text not null,
  firstname text not null,
  lastname text not null,
  gender text,
  dob date,
  is_newsletter_subscribed boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index customer_email_idx on customer(lower(email));

create table customer_address (
  id serial primary key,
  customer_id int not null references customer(id) on delete cascade,
  firstname text not null,
  lastname text not null,
  street text[] not null,
  city text not null,
  region text,
  region_id int,
  postcode text not null,
  country_id char(2) not null,
  telephone text not null,
  is_default_billing boolean not null default false,
  is_default_shipping boolean not null default false
);
create index customer_address_customer_idx on customer_address(customer_id);

-- The session id is never stored: only its SHA-256, so a leaked table does not leak live sessions.
create table session (
  id_hash text primary key,
  customer_id int references customer(id) on delete cascade,
  form_key text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index session_expires_idx on session(expires_at);

-- Fixed-window counters for what can be abused (sign-in attempts per address and per account).
create table rate_limit (
  bucket text primary key,
  hits int not null,
  window_ends_at timestamptz not null
);

create table cart (
  id serial primary key,
  masked_id text not null unique,
  store_id int not null references store(id),
  customer_id int references customer(id) on delete cascade,
  session_hash text,
  is_active boolean not null default true,
  currency_code char(3) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cart_customer_idx on cart(customer_id) where is_active;
create index cart_session_idx on cart(session_hash) where is_active;

create table cart_item (
  id serial primary key,
  cart_id int not null references cart(id) on delete cascade,
  product_id int not null references product(id),
  parent_product_id int references product(id),
  qty int not null check (qty > 0),
  created_at timestamptz not null default now()
);
create index cart_item_cart_idx on cart_item(cart_id);

create table sales_order (
  id serial primary key,
  increment_id text not null unique,
  store_id int not null references store(id),
  customer_id int references customer(id),
  email text not null,
  status text not null,
  currency_code char(3) not null,
  subtotal bigint not null,
  shipping_amount bigint not null,
  extra_fee bigint not null default 0,
  grand_total bigint not null,
  shipping_method text not null,
  shipping_address jsonb not null,
  billing_address jsonb not null,
  created_at timestamptz not null default now()
);
create index sales_order_customer_idx on sales_order(customer_id, created_at desc);

create table sales_order_item (
  id serial primary key,
  order_id int not null references sales_order(id) on delete cascade,
  product_id int references product(id),
  sku text not null,
  name text not null,
  qty int not null check (qty > 0),
  price bigint not null,
  row_total bigint not null
);

create table registered_watch (
  id serial primary key,
  customer_id int not null references customer(id) on delete cascade,
  serial text not null unique references watch_registry(serial),
  product_id int not null references product(id),
  registered_at timestamptz not null default now()
);
create index registered_watch_customer_idx on registered_watch(customer_id);
