-- Orders as checkout places them (payment hand-off, pickup, gift options, totals, idempotency), the sandbox
-- payment sessions, the newsletter subscriptions made at checkout and the mail outbox.
alter table sales_order
  add column cart_id int references cart(id) on delete set null,
  add column payment_method text,
  add column payment_state text not null default 'paid'
    check (payment_state in ('pending', 'paid', 'declined', 'canceled', 'expired')),
  add column pickup_date date,
  add column pickup_time text,
  add column has_gift_box boolean not null default false,
  add column gift_message jsonb,
  add column totals jsonb not null default '[]',
  add column idempotency_key text,
  add column session_hash text,
  add column newsletter boolean not null default false,
  add column updated_at timestamptz not null default now();

alter table sales_order
  add constraint sales_order_status_check
  check (status in ('pending_payment', 'processing', 'canceled', 'complete'));

-- The database, not the code, makes a second order for one key impossible (null keys: seeded orders).
create unique index sales_order_idempotency_idx on sales_order(idempotency_key);
create index sales_order_session_idx on sales_order(session_hash, created_at desc)
  where session_hash is not null;
-- The sweeper looks for these every minute.
create index sales_order_pending_idx on sales_order(created_at) where status = 'pending_payment';

alter table sales_order_item
  add column parent_sku text,
  add column options jsonb not null default '[]',
  add column custom_options jsonb not null default '[]',
  add column gift_message jsonb;

-- Order numbers continue after the highest one already there (the seed's 000000103, or 103 on a fresh
-- database whose seed runs after the migrations). Numbers of rolled-back orders are skipped, as in Magento.
create sequence sales_order_increment_seq;
select setval(
  'sales_order_increment_seq',
  greatest(
    103,
    coalesce((select max(increment_id::bigint) from sales_order where increment_id ~ '^[0-9]{1,18}$'), 0)
  )
);

-- One payment session per order: its token is the only key to the provider page.
create table payment_session (
  token text primary key check (token ~ '^[A-Za-z0-9]{32}$'),
  order_id int not null unique references sales_order(id) on delete cascade,
  provider text not null,
  method text not null,
  -- Answered again, unchanged, when the same order is placed twice (idempotent retry).
  redirect_url text not null,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

create table newsletter_subscriber (
  id serial primary key,
  email text not null,
  store_id int not null references store(id),
  customer_id int references customer(id) on delete set null,
  source text not null default 'checkout',
  created_at timestamptz not null default now()
);
create unique index newsletter_subscriber_email_idx on newsletter_subscriber(lower(email));

-- Mails are written here in the transaction that causes them; the development mailbox page reads them.
create table mail_outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  html text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_idx on mail_outbox(created_at desc, id desc);
