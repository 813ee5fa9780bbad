-- Issue 17, upkeep: Idempotency-Keys bound to their request, seed content versioned like migrations, and
-- boutique holds that expire.

-- What the key was first used for (SHA-256 of the canonical request: store, cart and body). Keys of orders
-- placed before this migration have none and are matched by their cart alone until they expire.
alter table sales_order add column idempotency_fingerprint text;
-- Expired keys are forgotten (set to null) by the expiry schedule: this index finds them.
create index sales_order_idempotency_age_idx on sales_order(created_at) where idempotency_key is not null;

-- Seed steps applied to this database, like schema_migration for the schema (db/seed/steps.ts).
create table seed_step (
  name text primary key,
  applied_at timestamptz not null default now()
);

-- A held piece is kept for the shopper until expires_at; then (or when the boutique cancels) it goes back
-- into the boutique's stock. A collected piece has left the boutique.
alter table reservation add column expires_at timestamptz;
alter table reservation add column decided_at timestamptz;
update reservation set expires_at = created_at + interval '72 hours' where status = 'held';
update reservation set status = 'cancelled', decided_at = now() where status = 'released';
alter table reservation drop constraint reservation_status_check;
alter table reservation add constraint reservation_status_check
  check (status in ('held', 'collected', 'cancelled', 'expired'));
alter table reservation add constraint reservation_held_expires_check
  check (status <> 'held' or expires_at is not null);
create index reservation_held_expiry_idx on reservation(expires_at) where status = 'held';
