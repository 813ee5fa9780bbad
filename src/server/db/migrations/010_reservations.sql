-- 'Check & Reserve' and online video appointments (spec 2.4, 2.5, 7), and the self-hosted captcha.

-- A reservation holds one piece of the boutique's stock (shop_stock.qty was decremented when it was made).
create table reservation (
  id serial primary key,
  store_id int not null references store(id),
  shop_id int not null references shop(id),
  product_id int not null references product(id),
  customer_id int references customer(id) on delete set null,
  firstname text not null,
  lastname text not null,
  email text not null,
  telephone text not null,
  message text,
  newsletter boolean not null default false,
  status text not null default 'held' check (status in ('held', 'collected', 'released')),
  created_at timestamptz not null default now()
);
create index reservation_shop_idx on reservation(shop_id, status);

create table video_appointment (
  id serial primary key,
  store_id int not null references store(id),
  product_id int not null references product(id),
  customer_id int references customer(id) on delete set null,
  civility text not null,
  email text not null,
  firstname text not null,
  lastname text not null,
  phone text not null,
  newsletter boolean not null default false,
  status text not null default 'requested' check (status in ('requested', 'scheduled', 'done', 'canceled')),
  created_at timestamptz not null default now()
);

-- The key that signs captcha challenges (one row, made on first use): shared by every server process.
create table captcha_key (
  id smallint primary key check (id = 1),
  secret text not null,
  created_at timestamptz not null default now()
);

-- Solutions already accepted, kept until their challenge expires so that none is accepted twice.
create table captcha_spent (
  token_id text primary key,
  expires_at timestamptz not null
);
create index captcha_spent_expires_idx on captcha_spent(expires_at);
