-- Integration tokens (ERP stock feed, boutiques) when their variable (ERP_TOKEN, BOUTIQUE_TOKEN) is not set, on
-- PostgreSQL: every server process on the database (WORKERS, or several machines behind a load balancer) must
-- accept the same one. PGlite keeps them in files under $DATA_DIR only, as one process holds that directory.
create table integration_token (
  name text primary key,
  token text not null,
  created_at timestamptz not null default now()
);
