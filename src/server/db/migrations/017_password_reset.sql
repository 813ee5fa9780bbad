-- Issue 10, forgotten password: the links mailed to reset a password. Only the SHA-256 of a link's token is
-- kept, so whoever reads this table (a backup, a leaked dump) cannot use a pending link. A link is spent when
-- used (`used_at`), replaced by a newer request or by a password change (also `used_at`), or past `expires_at`.
create table customer_password_reset (
  token_hash text primary key,
  customer_id int not null references customer(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
-- A new request and a password change spend the customer's pending links.
create index customer_password_reset_pending_idx on customer_password_reset(customer_id) where used_at is null;
