-- The ERP integration's token when ERP_TOKEN is not set, on PostgreSQL: every server process on the database
-- (WORKERS, or several machines behind a load balancer) must accept the same one. PGlite keeps it in
-- $DATA_DIR/erp-token only, as one process holds that directory.
create table erp_token (
  id smallint primary key check (id = 1),
  token text not null,
  created_at timestamptz not null default now()
);
